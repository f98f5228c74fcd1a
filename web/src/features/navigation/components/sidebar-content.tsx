import {
  KeyboardDoubleArrowLeft,
  KeyboardDoubleArrowRight,
  LogoutOutlined,
} from '../../../components/icons.tsx';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/logo.tsx';
import { isNavItemActive } from '../model/is-nav-item-active.ts';
import { navTestId, type NavGroup } from '../model/nav-items.ts';
import { NavIcon } from './nav-icons.tsx';

/** A link to the other area (the app <-> the admin area), shown only to administrators. */
export interface SidebarAreaLink {
  label: string;
  path: string;
  icon: ReactElement;
}

export interface SidebarAccount {
  name: string;
  detail?: string;
}

export interface SidebarContentProps {
  /** Product name in the header; also names the navigation landmark. */
  title: string;
  /** A small caption under the title naming the area ('Admin'). */
  areaLabel?: string;
  /** Where the header's logo leads. */
  homePath: string;
  groups: readonly NavGroup[];
  collapsed: boolean;
  /** Absent in the phone drawer, which is always full width. */
  onToggleCollapsed?: () => void;
  onSignOut: () => void;
  /** Called after any navigation, so the phone drawer can close. */
  onNavigate?: () => void;
  account?: SidebarAccount;
  areaLink?: SidebarAreaLink;
}

/** Collapsed, the labels are hidden, so each entry gets its label as a tooltip (spec 000 section 2). */
function CollapsedTooltip({
  show,
  label,
  children,
}: {
  show: boolean;
  label: string;
  children: ReactElement;
}) {
  if (!show) return children;
  return (
    <Tooltip title={label} placement="right">
      {children}
    </Tooltip>
  );
}

// Long labels ('Units of Measurement') wrap onto a second line rather than being cut.
const labelSlotProps = {
  primary: { sx: { fontSize: 14, fontWeight: 'inherit', lineHeight: 1.3, overflowWrap: 'anywhere' } },
} as const;

const itemSx = (collapsed: boolean) => ({
  minHeight: 40,
  flexShrink: 0,
  mx: 1,
  my: 0.25,
  px: collapsed ? 0 : 1.5,
  borderRadius: 1.5,
  justifyContent: collapsed ? 'center' : 'flex-start',
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' },
  '&.Mui-selected': {
    color: 'primary.dark',
    bgcolor: 'rgba(31, 111, 92, 0.10)',
    fontWeight: 600,
    '&:hover': { bgcolor: 'rgba(31, 111, 92, 0.16)' },
  },
});

export function SidebarContent(props: SidebarContentProps) {
  const {
    title,
    areaLabel,
    homePath,
    groups,
    collapsed,
    onToggleCollapsed,
    onSignOut,
    onNavigate,
    account,
    areaLink,
  } = props;
  const { pathname } = useLocation();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <SidebarHeader
        title={title}
        areaLabel={areaLabel}
        homePath={homePath}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
      <Divider />

      <Box
        component="nav"
        aria-label={areaLabel ? `${areaLabel} navigation` : 'Main navigation'}
        // minHeight 0 lets the nav shrink below its content and scroll, so on a short window
        // (650 px) the lower items stay reachable while the account and Sign Out stay put.
        sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', py: 1 }}
      >
        {groups.map((group, index) => (
          <List
            key={group.label}
            dense
            disablePadding
            aria-label={group.label}
            subheader={
              collapsed ? (
                index > 0 ? (
                  <Divider component="li" sx={{ my: 1, mx: 1.5 }} />
                ) : undefined
              ) : (
                <GroupHeading>{group.label}</GroupHeading>
              )
            }
          >
            {group.items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                // A list holds list items only (axe 'list'): the link sits in an <li>.
                <ListItem key={item.path} disablePadding sx={{ display: 'block' }}>
                  <CollapsedTooltip show={collapsed} label={item.label}>
                    <ListItemButton
                      component={Link}
                      to={item.path}
                      selected={active}
                      aria-current={active ? 'page' : undefined}
                      aria-label={item.label}
                      data-testid={navTestId(item.label)}
                      onClick={onNavigate}
                      sx={itemSx(collapsed)}
                    >
                      <ListItemIcon>
                        <NavIcon path={item.path} />
                      </ListItemIcon>
                      {collapsed ? null : <ListItemText primary={item.label} slotProps={labelSlotProps} />}
                    </ListItemButton>
                  </CollapsedTooltip>
                </ListItem>
              );
            })}
          </List>
        ))}
      </Box>

      <Divider />
      {/* Not a list of like items (an account, a link, two buttons): a plain block. */}
      <List component="div" dense sx={{ py: 1, flexShrink: 0 }}>
        {account ? <AccountBadge account={account} collapsed={collapsed} /> : null}
        {areaLink ? (
          <CollapsedTooltip show={collapsed} label={areaLink.label}>
            <ListItemButton
              component={Link}
              to={areaLink.path}
              onClick={onNavigate}
              aria-label={areaLink.label}
              data-testid="area-link"
              sx={itemSx(collapsed)}
            >
              <ListItemIcon>{areaLink.icon}</ListItemIcon>
              {collapsed ? null : <ListItemText primary={areaLink.label} slotProps={labelSlotProps} />}
            </ListItemButton>
          </CollapsedTooltip>
        ) : null}
        {onToggleCollapsed ? (
          <CollapsedTooltip show={collapsed} label="Expand sidebar">
            <ListItemButton
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              data-testid="sidebar-toggle"
              sx={itemSx(collapsed)}
            >
              <ListItemIcon>
                {collapsed ? (
                  <KeyboardDoubleArrowRight fontSize="small" />
                ) : (
                  <KeyboardDoubleArrowLeft fontSize="small" />
                )}
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary="Collapse" slotProps={labelSlotProps} />}
            </ListItemButton>
          </CollapsedTooltip>
        ) : null}
        <CollapsedTooltip show={collapsed} label="Sign Out">
          <ListItemButton
            onClick={onSignOut}
            aria-label="Sign Out"
            data-testid="sign-out"
            sx={itemSx(collapsed)}
          >
            <ListItemIcon>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            {collapsed ? null : <ListItemText primary="Sign Out" slotProps={labelSlotProps} />}
          </ListItemButton>
        </CollapsedTooltip>
      </List>
    </Box>
  );
}

function GroupHeading({ children }: { children: ReactNode }) {
  return (
    <ListSubheader
      disableSticky
      sx={{
        bgcolor: 'transparent',
        lineHeight: '32px',
        px: 2.5,
        mt: 1,
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: 'text.secondary',
      }}
    >
      {children}
    </ListSubheader>
  );
}

interface SidebarHeaderProps {
  title: string;
  areaLabel?: string;
  homePath: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

function SidebarHeader({ title, areaLabel, homePath, collapsed, onNavigate }: SidebarHeaderProps) {
  return (
    <Box
      component={Link}
      to={homePath}
      onClick={onNavigate}
      aria-label={areaLabel ? `${title} ${areaLabel} home` : `${title} home`}
      data-testid="sidebar-home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.5,
        height: 64,
        flexShrink: 0,
        px: collapsed ? 0 : 2.5,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Logo size={32} />
      {collapsed ? null : (
        <Box sx={{ minWidth: 0, lineHeight: 1.2 }}>
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontWeight: 700, fontSize: 18, letterSpacing: '-0.01em' }}
          >
            {title}
          </Typography>
          {/* A space between the two words, so the link's text reads 'BatchPath Admin'. */}
          {areaLabel ? ' ' : null}
          {areaLabel ? (
            <Typography
              component="span"
              noWrap
              sx={{
                display: 'block',
                fontSize: 11,
                fontWeight: 700,
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
                color: 'primary.main',
              }}
            >
              {areaLabel}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

function AccountBadge({ account, collapsed }: { account: SidebarAccount; collapsed: boolean }) {
  const avatar = (
    <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}>
      {initials(account.name)}
    </Avatar>
  );
  if (collapsed) {
    return (
      <Tooltip
        title={account.detail ? `${account.name} · ${account.detail}` : account.name}
        placement="right"
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }} data-testid="account-badge">
          {avatar}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1 }} data-testid="account-badge">
      {avatar}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontSize: 14, fontWeight: 600, lineHeight: 1.3 }}>{account.name}</Typography>
        {account.detail ? (
          <Typography sx={{ fontSize: 12, color: 'text.secondary', lineHeight: 1.3 }}>
            {account.detail}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
