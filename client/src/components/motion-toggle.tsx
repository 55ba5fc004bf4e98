import { Button } from '@chakra-ui/react';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useT } from '../lib/i18n';

/**
 * The button that pauses and plays a moving background (WCAG 2.2.2: anything that moves by itself
 * for more than five seconds beside other content can be stopped), in the corner of its frame.
 */
export function MotionToggle({ moving, onToggle, what }: { moving: boolean; onToggle: () => void; what: 'background' | 'video' }) {
  const t = useT(layoutText);
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
      {t(moving ? `motion.pause.${what}` : `motion.play.${what}`)}
    </Button>
  );
}
