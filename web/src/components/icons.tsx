import {
  mdiAccountMultipleOutline,
  mdiAccountPlusOutline,
  mdiAlertCircleOutline,
  mdiAlertOutline,
  mdiArchiveArrowUpOutline,
  mdiArchiveOutline,
  mdiArrowLeft,
  mdiArrowRight,
  mdiCamera,
  mdiChevronDoubleLeft,
  mdiChevronDoubleRight,
  mdiChevronDown,
  mdiChevronRight,
  mdiCircleOutline,
  mdiClose,
  mdiDeleteOutline,
  mdiDomain,
  mdiDownload,
  mdiEye,
  mdiEyeOff,
  mdiFactory,
  mdiFileTreeOutline,
  mdiFileUploadOutline,
  mdiHammerWrench,
  mdiInboxArrowDown,
  mdiInboxOutline,
  mdiLockOutline,
  mdiLogout,
  mdiMagnify,
  mdiMagnifyMinusOutline,
  mdiMagnifyPlusOutline,
  mdiMenu,
  mdiNoteEditOutline,
  mdiPackageVariantClosed,
  mdiPencilOutline,
  mdiPlus,
  mdiPrinter,
  mdiQrcodeScan,
  mdiRotateRight,
  mdiRuler,
  mdiShapeOutline,
  mdiShieldAccountOutline,
  mdiStorefrontOutline,
  mdiTimerOutline,
  mdiTrayArrowDown,
  mdiTrayArrowUp,
  mdiTruckOutline,
  mdiTune,
} from '@mdi/js';
import { createSvgIcon } from '@mui/material/utils';

/**
 * The app's icons: Material Design Icons' paths (`@mdi/js`, one file) drawn by MUI's SvgIcon, so
 * they take MUI's sizes, colours and `fontSize` as @mui/icons-material's did. That package is
 * 43,000 files (40% of node_modules) for the fifty icons used here, and unpacking them was a
 * large part of every fresh install (docs/testing.md). Named after the Material icon each stands for.
 */
const icon = (path: string, name: string) => createSvgIcon(<path d={path} />, name);

/** One of the icons below, as a prop or a table's value. */
export type SvgIconComponent = ReturnType<typeof icon>;

export const AccountTreeOutlined = icon(mdiFileTreeOutline, 'AccountTreeOutlined');
export const Add = icon(mdiPlus, 'Add');
export const AdminPanelSettingsOutlined = icon(mdiShieldAccountOutline, 'AdminPanelSettingsOutlined');
export const ArchiveOutlined = icon(mdiArchiveOutline, 'ArchiveOutlined');
export const ArrowBack = icon(mdiArrowLeft, 'ArrowBack');
export const ArrowForward = icon(mdiArrowRight, 'ArrowForward');
export const BusinessOutlined = icon(mdiDomain, 'BusinessOutlined');
export const CameraAlt = icon(mdiCamera, 'CameraAlt');
export const CategoryOutlined = icon(mdiShapeOutline, 'CategoryOutlined');
export const ChevronRight = icon(mdiChevronRight, 'ChevronRight');
export const CircleOutlined = icon(mdiCircleOutline, 'CircleOutlined');
export const Clear = icon(mdiClose, 'Clear');
export const ConstructionOutlined = icon(mdiHammerWrench, 'ConstructionOutlined');
export const DeleteOutlined = icon(mdiDeleteOutline, 'DeleteOutlined');
export const Download = icon(mdiDownload, 'Download');
export const EditNoteOutlined = icon(mdiNoteEditOutline, 'EditNoteOutlined');
export const EditOutlined = icon(mdiPencilOutline, 'EditOutlined');
export const ErrorOutlineOutlined = icon(mdiAlertCircleOutline, 'ErrorOutlineOutlined');
export const ExpandMore = icon(mdiChevronDown, 'ExpandMore');
export const FactoryOutlined = icon(mdiFactory, 'FactoryOutlined');
export const FileDownloadOutlined = icon(mdiTrayArrowDown, 'FileDownloadOutlined');
export const FileUploadOutlined = icon(mdiTrayArrowUp, 'FileUploadOutlined');
export const InboxOutlined = icon(mdiInboxOutline, 'InboxOutlined');
export const Inventory2Outlined = icon(mdiPackageVariantClosed, 'Inventory2Outlined');
export const KeyboardDoubleArrowLeft = icon(mdiChevronDoubleLeft, 'KeyboardDoubleArrowLeft');
export const KeyboardDoubleArrowRight = icon(mdiChevronDoubleRight, 'KeyboardDoubleArrowRight');
export const LocalShippingOutlined = icon(mdiTruckOutline, 'LocalShippingOutlined');
export const LockOutlined = icon(mdiLockOutline, 'LockOutlined');
export const LogoutOutlined = icon(mdiLogout, 'LogoutOutlined');
export const Menu = icon(mdiMenu, 'Menu');
export const MoveToInboxOutlined = icon(mdiInboxArrowDown, 'MoveToInboxOutlined');
export const NavigateNext = icon(mdiChevronRight, 'NavigateNext');
export const OutboxOutlined = icon(mdiTrayArrowUp, 'OutboxOutlined');
export const PeopleOutlined = icon(mdiAccountMultipleOutline, 'PeopleOutlined');
export const PersonAddAlt = icon(mdiAccountPlusOutline, 'PersonAddAlt');
export const Print = icon(mdiPrinter, 'Print');
export const QrCodeScanner = icon(mdiQrcodeScan, 'QrCodeScanner');
export const RotateRight = icon(mdiRotateRight, 'RotateRight');
export const Search = icon(mdiMagnify, 'Search');
export const StorefrontOutlined = icon(mdiStorefrontOutline, 'StorefrontOutlined');
export const StraightenOutlined = icon(mdiRuler, 'StraightenOutlined');
export const TimerOutlined = icon(mdiTimerOutline, 'TimerOutlined');
export const TuneOutlined = icon(mdiTune, 'TuneOutlined');
export const UnarchiveOutlined = icon(mdiArchiveArrowUpOutline, 'UnarchiveOutlined');
export const UploadFileOutlined = icon(mdiFileUploadOutline, 'UploadFileOutlined');
export const Visibility = icon(mdiEye, 'Visibility');
export const VisibilityOff = icon(mdiEyeOff, 'VisibilityOff');
export const WarningAmberRounded = icon(mdiAlertOutline, 'WarningAmberRounded');
export const ZoomIn = icon(mdiMagnifyPlusOutline, 'ZoomIn');
export const ZoomOut = icon(mdiMagnifyMinusOutline, 'ZoomOut');
