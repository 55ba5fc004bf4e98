import { Box, Button, CloseButton, Field, Flex, Text, chakra } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { FieldError, useFieldIds } from '../../components/form-fields';
import { SafeImage } from '../../components/safe-image';
import { ADMIN_TEXT } from './messages';

/** Previews of uploaded images, each with a remove button, and a file chooser with the upload hint. */
export function ImagePicker({
  label,
  images,
  multiple,
  busy,
  error,
  required,
  onFiles,
  onRemove,
}: {
  label: string;
  images: readonly string[];
  multiple?: boolean;
  busy?: boolean;
  error?: string;
  required?: boolean;
  onFiles: (files: File[]) => void;
  onRemove: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  // the button is what the keyboard reaches: it carries the hint and the error
  const { ids, describedBy } = useFieldIds(error, true);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <Field.Root ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {images.length > 0 && (
        <Flex gap="2" wrap="wrap" mb="2">
          {images.map((url) => (
            <Box key={url} position="relative">
              <SafeImage src={url} alt="" width={96} height={72} w="24" h="18" rounded="md" borderWidth="1px" />
              <CloseButton size="2xs" position="absolute" top="1" right="1" bg="white" aria-label="Remove image" onClick={() => onRemove(url)} />
            </Box>
          ))}
        </Flex>
      )}
      <chakra.input ref={input} type="file" accept="image/*" multiple={multiple} display="none" onChange={choose} aria-label={label} />
      <Button
        size="sm"
        variant="outline"
        onClick={() => input.current?.click()}
        loading={busy}
        disabled={busy}
        type="button"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        {multiple ? 'Upload images' : images.length > 0 ? 'Replace image' : 'Upload image'}
      </Button>
      <Text id={ids.helperText} fontSize="xs" color="fg.muted">
        {ADMIN_TEXT.images.hint}
      </Text>
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}
