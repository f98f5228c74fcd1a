import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { useOnline, useOutbox } from '../../../lib/outbox/use-outbox.ts';

/**
 * The app bar's outbox figure: the signed-in user's entries not yet sent, linking to the Outbox
 * screen, and "Offline" when the browser has no network. Nothing when all is sent and online.
 * On a phone it shares one 390 px bar with the menu, logo and title: it says "2 unsent" on one
 * line (its label still names the Outbox), so the title keeps its room.
 */
export function OutboxStatus() {
  const { unsent } = useOutbox();
  const online = useOnline();
  const isPhone = useIsPhone();
  if (unsent === 0 && online) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {online ? null : <Chip size="small" color="warning" label="Offline" />}
      {unsent > 0 ? (
        <Button
          component={Link}
          to="/outbox"
          size="small"
          variant="outlined"
          data-testid="outbox-count"
          aria-label={`Outbox: ${unsent} not sent yet`}
          // A floor worker's thumb: 40 px tall on a phone, where the bar has the room.
          sx={{ whiteSpace: 'nowrap', minHeight: { xs: 40, sm: 'auto' } }}
        >
          {isPhone ? `${unsent} unsent` : `Outbox: ${unsent} unsent`}
        </Button>
      ) : null}
    </Stack>
  );
}
