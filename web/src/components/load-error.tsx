import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

/** A screen's load failure: a title, a text and a way back. */
export function LoadError({ title, text, back }: { title: string; text?: string; back: string }) {
  return (
    <Alert
      severity="error"
      action={
        <Button component={Link} to={back} color="inherit" size="small">
          Back
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {text}
    </Alert>
  );
}
