/** Locations grouped by state for the Location select's option groups, both sorted by name. */
export function groupByState<L extends { stateName: string; cityName: string }>(locations: readonly L[]): [string, L[]][] {
  const groups = new Map<string, L[]>();
  for (const location of locations) {
    const list = groups.get(location.stateName) ?? [];
    list.push(location);
    groups.set(location.stateName, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => [state, [...list].sort((a, b) => a.cityName.localeCompare(b.cityName))]);
}
