import { Button } from '@chakra-ui/react';

/**
 * The button that pauses and plays a moving background (WCAG 2.2.2: anything that moves by itself
 * for more than five seconds beside other content can be stopped), in the corner of its frame.
 */
export function MotionToggle({ moving, onToggle, what }: { moving: boolean; onToggle: () => void; what: string }) {
  return (
    <Button
      position="absolute"
      bottom="3"
      right="3"
      size="xs"
      bg="blackAlpha.800"
      color="white"
      _hover={{ bg: 'black' }}
      onClick={onToggle}
      data-testid="motion-toggle"
    >
      {moving ? `Pause ${what}` : `Play ${what}`}
    </Button>
  );
}
