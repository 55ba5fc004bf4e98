import { Box, Field, HStack } from '@chakra-ui/react';
import { REVIEW_RATING } from '@evbazaar/common/src/domain/reviews';
import { reviewsText } from '@evbazaar/common/src/i18n/text/reviews.generated';
import { useT } from '../../lib/i18n';
import { onRadioGroupKeyDown, radioTabStop } from '../../lib/radio-group-keys';
import { FieldError, useFieldIds } from '../../components/form-fields';

const { min, max } = REVIEW_RATING;
const CHOICES = Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The reviews kernel's 1 to 5 stars as a radio group: arrow keys and clicks both choose. */
export function StarPicker({ label, value, error, onChange }: { label: string; value: number | ''; error?: string; onChange: (value: number) => void }) {
  // one Tab stop; the arrow keys move the focus along the stars and choose (they used to choose without moving it)
  const tabStop = radioTabStop(CHOICES, (n) => n === value);
  const { ids, describedBy } = useFieldIds(error);
  const t = useT(reviewsText);
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required>
      <Field.Label asChild>
        <span>{label}</span>
      </Field.Label>
      <HStack
        role="radiogroup"
        aria-label={label}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        gap="1"
        onKeyDown={onRadioGroupKeyDown}
      >
        {CHOICES.map((n, i) => (
          <Box
            as="button"
            key={n}
            role="radio"
            aria-checked={value === n}
            aria-label={t('star', { count: n })}
            tabIndex={i === tabStop ? 0 : -1}
            fontSize="2xl"
            lineHeight="1"
            minW="10"
            minH="10"
            color={value !== '' && n <= value ? 'orange.500' : 'gray.300'}
            onClick={(e) => {
              e.preventDefault();
              onChange(n);
            }}
          >
            ★
          </Box>
        ))}
      </HStack>
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}
