import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { toast } from '../../../lib/toast.ts';

/** The spec's comments box: no comments are kept yet, so the add button only says so. */
export function ProductComments() {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 3, p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          نظرات کاربران
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RateReviewOutlinedIcon />}
          onClick={() => toast('امکان ثبت نظر هنوز فراهم نشده است.', 'info')}
        >
          ثبت نظر
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary' }}>هنوز نظری ثبت نشده است.</Typography>
    </Paper>
  );
}
