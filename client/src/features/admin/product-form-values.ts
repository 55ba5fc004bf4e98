import { productSchema, type ProductInput as ParsedProduct } from '@evbazaar/common';
import { vehicleTypeOf } from '@evbazaar/common/src/domain/catalogue';
import type { AdminProductFieldsFragment } from './admin.generated';
import type { ProductInput } from '../../gql/graphql';

export interface ColorValues {
  name: string;
  code: string;
  price: string;
  stock: string;
  images: string[];
}

/** The product form as typed: text for every field, lists for images and colours. */
export interface ProductFormValues {
  name: string;
  description: string;
  /** the Hindi description (issue 26); blank is sent as null: cleared */
  descriptionHi: string;
  vehicleType: string;
  brandId: string;
  parentProductId: string;
  images: string[];
  colors: ColorValues[];
  offerStartDate: string;
  offerEndDate: string;
  offerText: string;
  additionalFeatures: string;
  /** the Hindi key features, comma-separated like the English ones */
  additionalFeaturesHi: string;
  size: string;
  accessoriesDesc: string;
  rangeMin: string;
  rangeMax: string;
  range: string;
  battery: string;
  charging: string;
  topSpeed: string;
  motorPower: string;
  weight: string;
  warranty: string;
  acceleration: string;
  transmission: string;
  torque: string;
  chargerType: string;
  cruiseControl: string;
  navigation: string;
  mobileApp: string;
}

/** Spec default colour code. */
export const DEFAULT_COLOR_CODE = '#000000';

export const emptyColor = (): ColorValues => ({ name: '', code: DEFAULT_COLOR_CODE, price: '', stock: '', images: [] });

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const flag = (v: boolean | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Form values of a saved product (or an empty form with one colour for a new one). */
export function productFormValues(product: AdminProductFieldsFragment | null): ProductFormValues {
  return {
    name: text(product?.name),
    description: text(product?.description),
    descriptionHi: text(product?.descriptionHi),
    vehicleType: text(product?.vehicleType),
    brandId: text(product?.brand?.id),
    parentProductId: text(product?.parentProduct?.id),
    images: [...(product?.images ?? [])],
    colors: product?.colors.length
      ? product.colors.map((c) => ({ name: c.name, code: c.code, price: text(c.price), stock: text(c.stock), images: [...c.images] }))
      : [emptyColor()],
    offerStartDate: text(product?.offerStartDate).slice(0, 10),
    offerEndDate: text(product?.offerEndDate).slice(0, 10),
    offerText: text(product?.offerText),
    additionalFeatures: (product?.additionalFeatures ?? []).join(', '),
    additionalFeaturesHi: (product?.additionalFeaturesHi ?? []).join(', '),
    size: text(product?.size),
    accessoriesDesc: text(product?.accessoriesDesc),
    rangeMin: text(product?.rangeMin),
    rangeMax: text(product?.rangeMax),
    range: text(product?.range),
    battery: text(product?.battery),
    charging: text(product?.charging),
    topSpeed: text(product?.topSpeed),
    motorPower: text(product?.motorPower),
    weight: text(product?.weight),
    warranty: text(product?.warranty),
    acceleration: text(product?.acceleration),
    transmission: text(product?.transmission),
    torque: text(product?.torque),
    chargerType: text(product?.chargerType),
    cruiseControl: flag(product?.cruiseControl),
    navigation: flag(product?.navigation),
    mobileApp: flag(product?.mobileApp),
  };
}

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** The GraphQL input of valid form values; blank optional fields are sent as null (cleared). */
export function toProductInput(values: ProductFormValues): ProductInput {
  const p: ParsedProduct = productSchema.parse(values);
  return {
    name: p.name,
    description: p.description,
    descriptionHi: orNull(p.descriptionHi),
    vehicleType: vehicleTypeOf(p.vehicleType)!.enum,
    brandId: p.brandId,
    parentProductId: orNull(p.parentProductId),
    images: p.images,
    colors: p.colors.map((c) => ({ name: c.name, code: c.code, price: c.price, stock: c.stock, images: c.images })),
    offerStartDate: orNull(p.offerStartDate),
    offerEndDate: orNull(p.offerEndDate),
    offerText: orNull(p.offerText),
    additionalFeatures: p.additionalFeatures,
    additionalFeaturesHi: orNull(p.additionalFeaturesHi),
    size: orNull(p.size),
    accessoriesDesc: orNull(p.accessoriesDesc),
    rangeMin: orNull(p.rangeMin),
    rangeMax: orNull(p.rangeMax),
    range: orNull(p.range),
    battery: orNull(p.battery),
    charging: orNull(p.charging),
    topSpeed: orNull(p.topSpeed),
    motorPower: orNull(p.motorPower),
    weight: orNull(p.weight),
    warranty: orNull(p.warranty),
    acceleration: orNull(p.acceleration),
    transmission: orNull(p.transmission),
    torque: orNull(p.torque),
    chargerType: orNull(p.chargerType),
    cruiseControl: orNull(p.cruiseControl),
    navigation: orNull(p.navigation),
    mobileApp: orNull(p.mobileApp),
  };
}
