/** 135.5 minutes -> "2 h 15 min"; under an hour "42 min"; seconds only for a running timer. */
export const minutesText = (minutes: number): string => {
  const whole = Math.floor(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
};

/** The running timer: h:mm:ss from the start to now (never negative, a clock ahead of the server's). */
export const timerText = (startedAt: string, now: number): string => {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
};

export const verdictText = (passed: boolean | null): string =>
  passed === null ? 'Open' : passed ? 'Passed' : 'Failed';

export const percentText = (percent: number | null): string => (percent === null ? '-' : `${percent}%`);
