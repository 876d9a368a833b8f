import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

export interface Choice {
  id: number;
  title: ReactNode;
  /** Lines under the title: an address, a method's description. */
  details?: ReactNode;
  /** A method's picture, beside its name. */
  image?: string | null;
  /** What it costs, at the card's end. */
  aside?: ReactNode;
  /** Shown but not choosable, with `details` saying why. */
  disabled?: boolean;
  /** What this choice asks for once chosen (a card transfer's receipt), under it inside its card. */
  more?: ReactNode;
}

interface ChoiceListProps {
  /** Names the group for a screen reader; the section's heading says it to the eye. */
  label: string;
  choices: Choice[];
  value: number | undefined;
  onChange: (id: number) => void;
  /** The form's focus goes here when the choice is missing. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/**
 * One of a few choices as cards with a radio button each: an address, a shipping or a payment method; the chosen card
 * holds what that choice asks for.
 */
export function ChoiceList({ label, choices, value, onChange, inputRef, error }: ChoiceListProps) {
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <RadioGroup
        aria-label={label}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {choices.map((choice, index) => {
          const chosen = value === choice.id;
          return (
            <Box
              key={choice.id}
              sx={{
                border: 1,
                borderRadius: 2,
                borderColor: chosen ? 'primary.main' : 'divider',
                bgcolor: chosen ? 'action.hover' : 'transparent',
              }}
            >
              <FormControlLabel
                value={String(choice.id)}
                disabled={choice.disabled}
                control={<Radio slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }} />}
                sx={{
                  m: 0,
                  p: 1.5,
                  pr: 0.5,
                  gap: 0.5,
                  width: 1,
                  alignItems: 'flex-start',
                  '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0, pt: 1 },
                }}
                label={
                  // Spans throughout: the label is a span, which holds no block elements.
                  <Box component="span" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                    {choice.image && (
                      <Box
                        component="img"
                        src={choice.image}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                        sx={{ flexShrink: 0, objectFit: 'contain', borderRadius: 1 }}
                      />
                    )}
                    <Box component="span" sx={{ display: 'block', flex: 1, minWidth: 0 }}>
                      {/* The cost beside the name, and the details under both across the card's width: a phone's card is narrow. */}
                      <Box
                        component="span"
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          alignItems: 'baseline',
                          gap: 1,
                          flexWrap: 'wrap',
                        }}
                      >
                        <Typography component="span" sx={{ fontWeight: 700 }}>
                          {choice.title}
                        </Typography>
                        {choice.aside && (
                          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                            {choice.aside}
                          </Typography>
                        )}
                      </Box>
                      {choice.details && (
                        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                          {choice.details}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                }
              />
              {/* Outside the label, whose click would choose the radio: fields of their own take their own clicks. */}
              {chosen && choice.more && <Box sx={{ px: 1.5, pb: 1.5 }}>{choice.more}</Box>}
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
