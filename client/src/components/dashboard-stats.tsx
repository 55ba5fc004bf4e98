import { Box, Heading, SimpleGrid, Text, useBreakpointValue } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from './chart-table';

export interface StatItem {
  label: string;
  value: number | null | undefined;
}

/** Missing figures show as 0. */
export const orZero = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function StatCards({ items }: { items: readonly StatItem[] }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 3, xl: 4 }} gap={{ base: '3', md: '4' }}>
      {items.map((item) => (
        <Box key={item.label} borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="white" minW="0" data-testid="stat-card">
          <Text fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {orZero(item.value)}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * A titled bar chart of named counts: responsive width, fixed height, no legend, bar radius 5; its
 * figures also as a table under it (`columns`: the headers of the names and of the counts).
 */
export function CountBarChart({
  title,
  data,
  height = 400,
  color = '#059669',
  columns = ['Name', 'Count'],
}: {
  title: string;
  data: readonly StatItem[];
  height?: number;
  color?: string;
  columns?: readonly [string, string];
}) {
  const rows = data.map((d) => ({ name: d.label, value: orZero(d.value) }));
  // on a phone the category names do not fit side by side: slant them
  const narrow = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  return (
    <Box borderWidth="1px" rounded="lg" p={{ base: '2', md: '4' }} bg="white" minW="0">
      <Heading as="h2" size="md" mb="3" px="2">
        {title}
      </Heading>
      <Box h={`${height}px`} w="full" aria-label={`${title}: bar chart, its figures are in the table below`} role="img">
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={rows} margin={{ top: 8, right: 8, left: -16, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="name"
              tick={{ fontSize: narrow ? 11 : 12 }}
              interval={0}
              angle={narrow ? -35 : 0}
              textAnchor={narrow ? 'end' : 'middle'}
              height={narrow ? 64 : 30}
            />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Bar dataKey="value" name={title} fill={color} radius={5} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <ChartTable title={title} columns={columns} rows={rows.map((r) => [r.name, r.value])} />
    </Box>
  );
}
