import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useState } from 'react';
import { nextStep, PROCESSING_STEPS, stepDelayMs } from '../model/processing-steps.ts';

/**
 * Spec 001's processing animation: the four steps, each simulated one advancing after a random
 * 3 to 8 seconds and stopping at the last; the server's answer, not the animation, ends it.
 */
export function ProcessingAnimation() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= PROCESSING_STEPS.length - 1) return;
    const timer = window.setTimeout(() => setStep(nextStep), stepDelayMs());
    return () => window.clearTimeout(timer);
  }, [step]);
  return (
    <Box role="status" aria-live="polite" aria-label="Processing your document">
      <LinearProgress sx={{ mb: 2 }} aria-label="Processing" />
      <Stepper activeStep={step} orientation="vertical">
        {PROCESSING_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
