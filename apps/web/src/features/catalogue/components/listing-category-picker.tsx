import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { CategoryLevel } from '../api/use-listing-categories.ts';

interface ListingCategoryPickerProps {
  levels: CategoryLevel[];
  isPending: boolean;
  /** A second row is coming once the categories arrive: its place is kept so the goods below do not jump. */
  expectsChildren: boolean;
  onChoose: (category: number | undefined) => void;
}

/** Phones scroll a row sideways; desktops wrap it. Each row keeps one chip's height while loading. */
const rowSx = {
  display: 'flex',
  gap: 1,
  minHeight: 40,
  alignItems: 'center',
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  py: 0.5,
  px: 0.25,
  mx: -0.25,
} as const;

function SkeletonRow({ widths }: { widths: number[] }) {
  return (
    <Box sx={rowSx} aria-hidden>
      {widths.map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} variant="rounded" width={width} height={32} sx={{ borderRadius: 4, flexShrink: 0 }} />
      ))}
    </Box>
  );
}

/** The top-level categories and, below, the children of the chosen one; choosing a chosen chip again steps up. */
export function ListingCategoryPicker({ levels, isPending, expectsChildren, onChoose }: ListingCategoryPickerProps) {
  if (isPending) {
    return (
      <Box sx={{ mb: 2 }}>
        <SkeletonRow widths={[112, 96, 88, 120, 104, 96, 92]} />
        {expectsChildren && <SkeletonRow widths={[72, 104, 120, 96]} />}
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 2 }}>
      {levels.map((level) => (
        <Box
          key={level.parent?.id ?? 'root'}
          role="group"
          aria-label={level.parent ? `زیردسته‌های ${level.parent.name}` : 'دسته‌بندی‌ها'}
          sx={rowSx}
        >
          {level.categories.map((category) => {
            const chosen = category.id === level.chosen?.id;
            return (
              <Chip
                key={category.id}
                label={category.name}
                clickable
                aria-pressed={chosen}
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                onClick={() => onChoose(chosen ? (category.parent ?? undefined) : category.id)}
                sx={{ flexShrink: 0, bgcolor: chosen ? undefined : 'background.paper' }}
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
