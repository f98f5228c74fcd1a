import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** Icons by route; the collapsed sidebar shows only these, so each must be recognisable. */
const icons: Record<string, SvgIconComponent> = {
  '/receive': MoveToInboxOutlined,
  '/production': FactoryOutlined,
  '/shipments': LocalShippingOutlined,
  '/inventory': Inventory2Outlined,
  '/lot-tracing': AccountTreeOutlined,
  '/drills': TimerOutlined,
  '/outbox': OutboxOutlined,
  '/settings/general': TuneOutlined,
  '/materials': CategoryOutlined,
  '/settings/units': StraightenOutlined,
  '/settings/suppliers': StorefrontOutlined,
  '/customers': PeopleOutlined,
  '/admin': AdminPanelSettingsOutlined,
  '/admin/companies': BusinessOutlined,
};

export const NavIcon = ({ path }: { path: string }) => {
  const Icon = icons[path] ?? CircleOutlined;
  return <Icon fontSize="small" />;
};
