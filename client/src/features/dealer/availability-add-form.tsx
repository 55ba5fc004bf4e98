import { Button, Flex } from '@chakra-ui/react';
import { availabilitySchema } from '@evbazaar/common';
import { SelectField } from '../../components/form-fields';
import { useSchemaForm } from '../../lib/form';

/** Choose a product and an availability, then add the entry (the server updates an existing one). */
export function AvailabilityAddForm({
  products,
  busy,
  onAdd,
}: {
  products: readonly { id: string; name: string }[];
  busy: boolean;
  onAdd: (productId: string, isAvailable: boolean) => Promise<boolean>;
}) {
  const form = useSchemaForm(availabilitySchema, { productId: '', isAvailable: '' });
  const submit = form.handleSubmit(async (values) => {
    if (await onAdd(values.productId, values.isAvailable === 'true')) form.reset({ productId: '', isAvailable: '' });
  });
  return (
    <Flex asChild gap="3" align={{ base: 'stretch', md: 'end' }} direction={{ base: 'column', md: 'row' }} borderWidth="1px" rounded="lg" p="4" bg="white">
      <form onSubmit={submit} noValidate aria-label="Add product availability">
        <SelectField label="Product" placeholder="Select product" required {...form.field('productId')} error={form.errorOf('productId')}>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Availability" placeholder="Select availability" required {...form.field('isAvailable')} error={form.errorOf('isAvailable')}>
          <option value="true">Available</option>
          <option value="false">Not Available</option>
        </SelectField>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={busy} flexShrink={0}>
          Add
        </Button>
      </form>
    </Flex>
  );
}
