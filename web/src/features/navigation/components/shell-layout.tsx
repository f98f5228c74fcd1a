import { Menu as MenuIcon } from '../../../components/icons.tsx';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { useIsPhone } from '../../../components/use-is-phone.ts';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../model/sidebar-preference.ts';
import { SidebarContent, type SidebarContentProps } from './sidebar-content.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

export type ShellLayoutProps = Pick<
  SidebarContentProps,
  'title' | 'areaLabel' | 'homePath' | 'groups' | 'onSignOut' | 'account' | 'areaLink'
> & {
  children: ReactNode;
  /** Shown at the end of the phone's app bar and above the content on wider screens (the outbox's count). */
  status?: ReactNode;
};

const MAIN_ID = 'main-content';

/**
 * The signed-in frame: a collapsible sidebar beside the content on tablets and desktops, and
 * on a phone-sized screen an app bar whose menu button opens the sidebar as a drawer.
 */
export function ShellLayout({ children, status, ...sidebar }: ShellLayoutProps) {
  const theme = useTheme();
  const isPhone = useIsPhone();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  if (isPhone) {
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <SkipLink />
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label="Open navigation menu"
              aria-controls="navigation-drawer"
              aria-expanded={drawerOpen}
              data-testid="open-navigation"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <Logo size={28} />
            {/* The product's name is never cut to "BatchP…": the status beside it gives way. */}
            <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: 17, flexShrink: 0 }}>
              {sidebar.areaLabel ? `${sidebar.title} ${sidebar.areaLabel}` : sidebar.title}
            </Typography>
            {status ? <Box sx={{ ml: 'auto', minWidth: 0 }}>{status}</Box> : null}
          </Toolbar>
        </AppBar>
        <Drawer
          id="navigation-drawer"
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          // The open drawer is a dialog: it needs a name (axe aria-dialog-name).
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH }, 'aria-label': 'Navigation menu' } }}
        >
          <Box data-testid="sidebar" data-collapsed="false" sx={{ height: '100%' }}>
            <SidebarContent
              {...sidebar}
              collapsed={false}
              onNavigate={closeDrawer}
              onSignOut={() => {
                closeDrawer();
                sidebar.onSignOut();
              }}
            />
          </Box>
        </Drawer>
        <Toolbar aria-hidden="true" />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ p: 2, outline: 'none' }}>
          {children}
        </Box>
      </Box>
    );
  }

  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Box
        component="aside"
        data-testid="sidebar"
        data-collapsed={String(collapsed)}
        sx={{
          width,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <SidebarContent {...sidebar} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, px: { sm: 3, md: 5 }, py: { sm: 3, md: 4 }, outline: 'none' }}
      >
        <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
          {status ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{status}</Box> : null}
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** Keyboard users skip the sidebar's dozen links. Visible only when focused. */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
