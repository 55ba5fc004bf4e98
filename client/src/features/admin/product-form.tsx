import { Box, Button, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { VEHICLE_TYPES } from '@evbazaar/common/src/domain/catalogue';
import type { ReactNode } from 'react';
import { productSchema, TEXT_MAX } from '@evbazaar/common';
import { useNavigate } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { SearchSelectField } from '../../components/search-select';
import {
  useAdminBrandsQuery,
  useAdminCreateProductMutation,
  useAdminProductChoicesQuery,
  useAdminUpdateProductMutation,
  type AdminProductFieldsFragment,
} from './admin.generated';
import { failureText } from '../../lib/errors';
import { useSchemaForm } from '../../lib/form';
import { notify } from '../../lib/toaster';
import { CHOICES_SHOWN, useChoiceSearch } from '../../lib/use-choice-search';
import { ImagePicker } from './image-picker';
import { ADMIN_TEXT } from './messages';
import { HINDI_INPUT } from './hindi-input';
import { emptyColor, productFormValues, toProductInput, type ColorValues, type ProductFormValues } from './product-form-values';
import { useImageField } from './use-image-field';

const { products: TEXT } = ADMIN_TEXT;
type TextKey = { [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never }[keyof ProductFormValues];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="white">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const SPEC_FIELDS: readonly { key: TextKey; label: string; numeric?: boolean }[] = [
  { key: 'rangeMin', label: 'Minimum range (km)', numeric: true },
  { key: 'rangeMax', label: 'Maximum range (km)', numeric: true },
  { key: 'range', label: 'Certified range (km)', numeric: true },
  { key: 'battery', label: 'Battery (kWh)', numeric: true },
  { key: 'charging', label: 'Charging time (hours)', numeric: true },
  { key: 'topSpeed', label: 'Top speed (km/hr)', numeric: true },
  { key: 'motorPower', label: 'Motor power (W)', numeric: true },
  { key: 'weight', label: 'Weight (kg)', numeric: true },
  { key: 'warranty', label: 'Warranty (years)', numeric: true },
  { key: 'acceleration', label: 'Acceleration 0-40 km/h (s)', numeric: true },
  { key: 'torque', label: 'Torque (Nm)', numeric: true },
  { key: 'transmission', label: 'Transmission' },
  { key: 'chargerType', label: 'Charger type' },
];

const FLAG_FIELDS: readonly { key: TextKey; label: string }[] = [
  { key: 'cruiseControl', label: 'Cruise Control' },
  { key: 'navigation', label: 'Navigation' },
  { key: 'mobileApp', label: 'Mobile App Support' },
];

/**
 * Create or edit a product: Basic Information, Product Variants, Technical Specifications and
 * Color Options, validated by the shared product schema (errors once a field is touched).
 */
export function ProductForm({ product }: { product: AdminProductFieldsFragment | null }) {
  const navigate = useNavigate();
  const form = useSchemaForm(productSchema, productFormValues(product));
  const { values, errorOf, touch } = form;
  const [brands] = useAdminBrandsQuery();
  const parentSearch = useChoiceSearch();
  const [choices] = useAdminProductChoicesQuery({ variables: { search: parentSearch.term, limit: CHOICES_SHOWN } });
  const [, createProduct] = useAdminCreateProductMutation();
  const [, updateProduct] = useAdminUpdateProductMutation();
  const pictures = useImageField({
    kind: 'product',
    saved: [...(product?.images ?? []), ...(product?.colors.flatMap((c) => c.images) ?? [])],
    text: { uploadFailed: TEXT.uploadFailed, removeFailed: TEXT.imageDeleteFailed },
    touch,
  });

  const bind = (key: TextKey) => ({ ...form.field(key), error: errorOf(key) });
  const setColors = (change: (colors: ColorValues[]) => ColorValues[]) => form.setValue('colors', change(form.getValues('colors')));
  const updateColor = (index: number, change: (c: ColorValues) => Partial<ColorValues>) =>
    setColors((colors) => colors.map((c, i) => (i === index ? { ...c, ...change(c) } : c)));
  const setImages = (change: (images: string[]) => string[]) => form.setValue('images', change(form.getValues('images')));
  /** Props of a colour's text field, controlled by path ("colors.0.price"): the colour list is reordered by code. */
  const colorField = (index: number, key: 'name' | 'code' | 'price' | 'stock') => {
    const path = `colors.${index}.${key}` as const;
    return {
      name: path,
      value: values.colors[index][key],
      onChange: (e: { target: { value: string } }) => form.setValue(path, e.target.value),
      onBlur: () => touch(path),
      error: errorOf(path),
    };
  };

  const submit = form.handleSubmit(async (values) => {
    const input = toProductInput(values);
    const result = product
      ? await updateProduct({ id: product.id, input }, { additionalTypenames: ['Product'] })
      : await createProduct({ input }, { additionalTypenames: ['Product'] });
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, TEXT.saveFailed, { detail: true }));
      return;
    }
    notify.success(product ? TEXT.updated : TEXT.created);
    navigate('/dashboard/products');
  });

  const parentChoices = (choices.data?.products.items ?? []).filter((p) => p.id !== product?.id);

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate aria-label={product ? 'Edit product' : 'Add product'}>
        <Section title="Basic Information">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label="Product name" required {...bind('name')} />
            <SelectField label="Category" placeholder="Select category" required {...bind('vehicleType')}>
              {VEHICLE_TYPES.map((t) => (
                <option key={t.enum} value={t.enum}>
                  {t.label}
                </option>
              ))}
            </SelectField>
            {/* controlled: the brand list arrives after the form's values, and an uncontrolled select
                keeps the placeholder it showed when react-hook-form wrote a value it had no option for */}
            <SelectField label="Brand" placeholder={brands.fetching ? 'Loading...' : 'Select brand'} required {...bind('brandId')} value={values.brandId}>
              {(brands.data?.brands ?? []).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </SelectField>
            <TextField label="Size" {...bind('size')} />
            <TextField label="Offer start date" type="date" {...bind('offerStartDate')} />
            <TextField label="Offer end date" type="date" {...bind('offerEndDate')} />
            {/* what the offer is: the product page shows it on the offer line before the dates */}
            <Box gridColumn={{ md: 'span 2' }}>
              <TextField label="Offer text" placeholder={`e.g. Free home charger (at most ${TEXT_MAX.offer} characters)`} {...bind('offerText')} />
            </Box>
          </SimpleGrid>
          <TextAreaField label="Description" required {...bind('description')} />
          <TextField label="Additional features (comma-separated)" placeholder="e.g. Reverse mode, USB charging" {...bind('additionalFeatures')} />
          {/* optional Hindi texts beside the English ones (issue 26): left blank, the Hindi page shows the English ones with a note */}
          <TextAreaField label="Description (हिन्दी)" {...bind('descriptionHi')} {...HINDI_INPUT} />
          <TextField
            label="Additional features (हिन्दी, comma-separated)"
            placeholder="e.g. रिवर्स मोड, USB चार्जिंग"
            {...bind('additionalFeaturesHi')}
            {...HINDI_INPUT}
          />
          <TextAreaField label="Accessories" {...bind('accessoriesDesc')} />
          <ImagePicker label="Product images" required multiple {...pictures.list('images', values.images, setImages)} error={errorOf('images')} />
        </Section>

        <Section title="Product Variants">
          <Text fontSize="sm" color="fg.muted">
            Variants of one model share a parent product; choose it to list this product among its variants.
          </Text>
          <SearchSelectField
            label="Parent product"
            placeholder="None (this is a main product)"
            {...bind('parentProductId')}
            choices={parentChoices}
            text={parentSearch.text}
            onText={parentSearch.setText}
            selectedId={values.parentProductId}
            current={product?.parentProduct}
          />
        </Section>

        <Section title="Technical Specifications">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {SPEC_FIELDS.map((f) => (
              <TextField key={f.key} label={f.label} type={f.numeric ? 'number' : 'text'} {...bind(f.key)} />
            ))}
            {FLAG_FIELDS.map((f) => (
              <SelectField key={f.key} label={f.label} placeholder="Not stated" {...bind(f.key)}>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </SelectField>
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Color Options">
          {errorOf('colors') && (
            <Text color="red.600" fontSize="sm" role="alert">
              {errorOf('colors')}
            </Text>
          )}
          {values.colors.map((color, index) => (
            <Box key={index} borderWidth="1px" rounded="md" p="4" data-testid="color-option">
              <Flex justify="space-between" align="center" mb="3">
                <Text fontWeight="semibold">Color {index + 1}</Text>
                {values.colors.length > 1 && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setColors((colors) => colors.filter((_, i) => i !== index))}>
                    Remove Color
                  </Button>
                )}
              </Flex>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
                <TextField label="Color name" required {...colorField(index, 'name')} />
                <Box>
                  <TextField label="Color code" required {...colorField(index, 'code')} />
                  <HStack mt="1">
                    <Input
                      type="color"
                      aria-label={`Pick color ${index + 1}`}
                      value={/^#[0-9a-fA-F]{6}$/.test(color.code) ? color.code : '#000000'}
                      onChange={(e) => form.setValue(`colors.${index}.code`, e.target.value)}
                      w="12"
                      h="8"
                      p="0"
                    />
                  </HStack>
                </Box>
                <TextField label="Price (₹)" type="number" required {...colorField(index, 'price')} />
                <TextField label="Stock" type="number" required {...colorField(index, 'stock')} />
              </SimpleGrid>
              <Box mt="3">
                <ImagePicker
                  label="Color images"
                  required
                  multiple
                  {...pictures.list(`colors.${index}.images`, color.images, (change) => updateColor(index, (c) => ({ images: change(c.images) })))}
                  error={errorOf(`colors.${index}.images`)}
                />
              </Box>
            </Box>
          ))}
          <Button variant="outline" alignSelf="start" onClick={() => setColors((colors) => [...colors, emptyColor()])}>
            Add Color
          </Button>
        </Section>

        <Flex gap="3" justify="end" wrap="wrap">
          <Button variant="outline" onClick={() => navigate('/dashboard/products')}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={form.busy} disabled={form.busy || pictures.uploading}>
            {product ? 'Update Product' : 'Create Product'}
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
