import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/**
 * Plain styled table parts for the back-office lists (the app's trimmed theme has no table
 * recipe). The wrapper scrolls sideways so wide tables still work on a 360 px phone (and the
 * keyboard can scroll it).
 */
export function DataTable({ label, minW, children }: { label?: string; minW?: HTMLChakraProps<'table'>['minW']; children: ReactNode }) {
  return (
    <ScrollRegion label={label} borderWidth="1px" rounded="lg" bg="white" w="full">
      <chakra.table w="full" minW={minW} fontSize="sm" style={{ borderCollapse: 'collapse' }} aria-label={label}>
        {children}
      </chakra.table>
    </ScrollRegion>
  );
}

export const Th = (props: HTMLChakraProps<'th'>) => (
  <chakra.th textAlign="start" fontWeight="semibold" color="fg.muted" px="3" py="2.5" borderBottomWidth="1px" bg="gray.50" whiteSpace="nowrap" {...props} />
);

export const Td = (props: HTMLChakraProps<'td'>) => <chakra.td px="3" py="2" borderBottomWidth="1px" verticalAlign="middle" {...props} />;

export const Tr = (props: HTMLChakraProps<'tr'>) => <chakra.tr _hover={{ bg: 'gray.50' }} {...props} />;

/** An on/off switch on a native checkbox (role switch), so it stays keyboard and screen-reader friendly. */
export function DashboardSwitch({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <chakra.input
      type="checkbox"
      role="switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
      appearance="none"
      w="9"
      h="5"
      rounded="full"
      bg={checked ? 'brand.solid' : 'gray.300'}
      position="relative"
      cursor="pointer"
      transition="background 0.15s"
      _before={{
        content: '""',
        position: 'absolute',
        top: '2px',
        left: checked ? '18px' : '2px',
        w: '4',
        h: '4',
        rounded: 'full',
        bg: 'white',
        transition: 'left 0.15s',
        boxShadow: 'sm',
      }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
    />
  );
}
