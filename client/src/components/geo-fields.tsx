import { EMPTY_PLACE_AREA, type PlaceArea } from '@evbazaar/common';
import { useEffect, useRef } from 'react';
import { useCitiesQuery, useCountriesQuery, useStatesQuery } from './geo.generated';
import { SelectField } from './form-fields';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/** The country, state and city the pickers choose: a place without its address lines. */
export type GeoValue = PlaceArea;

export const EMPTY_GEO: GeoValue = EMPTY_PLACE_AREA;

type GeoField = 'countryId' | 'stateId' | 'cityId';

/** India, the site's home market: first in the country picker. */
export const HOME_COUNTRY_ID = 'IN';

const homeFirst = <C extends { id: string }>(list: readonly C[]): C[] => [
  ...list.filter((c) => c.id === HOME_COUNTRY_ID),
  ...list.filter((c) => c.id !== HOME_COUNTRY_ID),
];

/**
 * The one set of cascading country, state and city pickers (profile, shop profile, locations) fed by our geo queries: the state picker waits
 * for a country, the city picker for a state; choosing a level clears the ones below it. India is listed first;
 * `preselectHome` chooses it once for a form that has no country yet.
 */
export function GeoFields({
  value,
  onChange,
  errorOf,
  onBlur,
  preselectHome = false,
}: {
  value: GeoValue;
  onChange: (next: GeoValue) => void;
  errorOf: (field: GeoField) => string | undefined;
  onBlur: (field: GeoField) => void;
  preselectHome?: boolean;
}) {
  const { countryId, stateId } = value;
  const [countries] = useCountriesQuery();
  const t = useT(layoutText);
  const [states] = useStatesQuery({ variables: { countryId }, pause: !countryId });
  const [cities] = useCitiesQuery({ variables: { stateId }, pause: !stateId });
  const countryList = homeFirst(countries.data?.countries ?? []);
  const stateList = countryId ? (states.data?.states ?? []) : [];
  const cityList = stateId ? (cities.data?.cities ?? []) : [];
  const nameIn = (list: readonly { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? '';

  // once only: a user who then picks "Select country" is not overruled
  const preselected = useRef(false);
  const home = countries.data?.countries.find((c) => c.id === HOME_COUNTRY_ID);
  useEffect(() => {
    if (!preselectHome || preselected.current || countryId || !home) return;
    preselected.current = true;
    onChange({ ...EMPTY_GEO, countryId: home.id, countryName: home.name });
  }, [preselectHome, countryId, home, onChange]);

  return (
    <>
      <SelectField
        label={t('geo.country')}
        name="countryId"
        placeholder={countries.fetching ? t('loading') : t('geo.selectCountry')}
        required
        value={countryId}
        onChange={(e) => onChange({ ...EMPTY_GEO, countryId: e.target.value, countryName: nameIn(countryList, e.target.value) })}
        onBlur={() => onBlur('countryId')}
        error={errorOf('countryId')}
      >
        {countryList.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('geo.state')}
        name="stateId"
        placeholder={states.fetching ? t('loading') : t('geo.selectState')}
        required
        disabled={!countryId}
        value={stateId}
        onChange={(e) => onChange({ ...value, stateId: e.target.value, stateName: nameIn(stateList, e.target.value), cityId: '', cityName: '' })}
        onBlur={() => onBlur('stateId')}
        error={errorOf('stateId')}
      >
        {stateList.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('geo.city')}
        name="cityId"
        placeholder={cities.fetching ? t('loading') : t('geo.selectCity')}
        required
        disabled={!stateId}
        value={value.cityId}
        onChange={(e) => onChange({ ...value, cityId: e.target.value, cityName: nameIn(cityList, e.target.value) })}
        onBlur={() => onBlur('cityId')}
        error={errorOf('cityId')}
      >
        {cityList.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
