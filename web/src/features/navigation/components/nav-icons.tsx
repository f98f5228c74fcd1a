import {
  AccountTreeOutlined,
  AdminPanelSettingsOutlined,
  BusinessOutlined,
  CategoryOutlined,
  CircleOutlined,
  FactoryOutlined,
  Inventory2Outlined,
  LocalShippingOutlined,
  MoveToInboxOutlined,
  OutboxOutlined,
  PeopleOutlined,
  StorefrontOutlined,
  StraightenOutlined,
  TimerOutlined,
  TuneOutlined,
  type SvgIconComponent,
} from '../../../components/icons.tsx';

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
