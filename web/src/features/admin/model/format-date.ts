import dayjs from 'dayjs';

/** 'Mar 4, 2026': the Created Date column. An unreadable value is shown as it came. */
export const formatDate = (iso: string): string => {
  const value = dayjs(iso);
  return value.isValid() ? value.format('MMM D, YYYY') : iso;
};

/** 'Mar 4, 2026, 2:05 PM' (local time): the Last Updated column, where the time of day matters. */
export const formatDateTime = (iso: string): string => {
  const value = dayjs(iso);
  return value.isValid() ? value.format('MMM D, YYYY, h:mm A') : iso;
};
