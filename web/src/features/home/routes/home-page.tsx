import {
  AccountTreeOutlined,
  ArrowForward,
  FactoryOutlined,
  Inventory2Outlined,
  LocalShippingOutlined,
  MoveToInboxOutlined,
  type SvgIconComponent,
} from '../../../components/icons.tsx';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { featureBlurbs } from '../feature-blurbs.ts';

const icons: Record<string, SvgIconComponent> = {
  '/receive': MoveToInboxOutlined,
  '/production': FactoryOutlined,
  '/shipments': LocalShippingOutlined,
  '/inventory': Inventory2Outlined,
  '/lot-tracing': AccountTreeOutlined,
};

/** `/`: a welcome, the five feature blurbs and a pointer to the navigation menu. */
export function HomePage() {
  return (
    <>
      <PageHeader
        title="Welcome to BatchPath"
        subtitle="Everything you receive, produce, ship and hold in stock, traceable lot by lot."
      />
      <Box
        component="ul"
        aria-label="Features"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {featureBlurbs.map((blurb) => {
          const Icon = icons[blurb.path] ?? ArrowForward;
          return (
            <Box component="li" key={blurb.path}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={Link}
                  to={blurb.path}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent sx={{ p: 3 }}>
                    <Box
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        mb: 2,
                        color: 'primary.main',
                        bgcolor: 'rgba(31, 111, 92, 0.10)',
                      }}
                    >
                      <Icon fontSize="small" />
                    </Box>
                    <Typography variant="h3" component="h2" sx={{ mb: 1, fontSize: 17 }}>
                      {blurb.title}
                    </Typography>
                    <Typography sx={{ color: 'text.secondary', fontSize: 14, lineHeight: 1.6 }}>
                      {blurb.text}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 4 }} data-testid="navigation-hint">
        Use the navigation menu to open any of these areas, and the Settings section for your materials,
        units, suppliers and customers.
      </Typography>
    </>
  );
}
