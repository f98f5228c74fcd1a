import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/logo.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { landingPath } from '../session/token.ts';
import { useSession } from '../session/use-session.ts';

/**
 * A label's Digital Link (/01/<gtin>/10/<lot>) opened signed out resumes after sign-in; every
 * other screen still lands on the user's home, as the spec says.
 */
const scannedLabelPath = (state: unknown): string | null => {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && /^\/01\/\d{8,14}\/10\/[^/]/.test(from) ? from : null;
};

/** /login: a centred card titled Sign In (spec 000 section 2). Signed-in visitors go home. */
export function LoginPage() {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  if (isSignedIn) return <Navigate to={scannedLabelPath(location.state) ?? landingPath(user)} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background:
          'radial-gradient(1200px 600px at 50% -10%, rgba(31, 111, 92, 0.14), transparent 70%), #f4f6f5',
      }}
    >
      <title>Sign In · BatchPath</title>
      <Box sx={{ width: '100%', maxWidth: 400 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mb: 3 }}>
          <Logo size={40} />
          <Typography component="span" sx={{ fontSize: 26, fontWeight: 700, letterSpacing: '-0.02em' }}>
            BatchPath
          </Typography>
        </Box>
        <Card elevation={0} sx={{ boxShadow: '0 8px 30px rgba(30, 42, 51, 0.08)' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Typography variant="h1" sx={{ fontSize: 24, mb: 0.5 }}>
              Sign In
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3, fontSize: 14 }}>
              Use the email and password your administrator gave you.
            </Typography>
            <LoginForm />
          </CardContent>
        </Card>
        <Typography align="center" sx={{ color: 'text.secondary', mt: 3, fontSize: 13 }}>
          Lot traceability for food manufacturers
        </Typography>
      </Box>
    </Box>
  );
}
