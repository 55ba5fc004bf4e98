import { Box, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { SafeImage } from '../../components/safe-image';
import { productText } from '@evbazaar/common/src/i18n/text/product.generated';
import { useT } from '../../lib/i18n';

const MAX_THUMBNAILS = 6;

/** Main image with up to 6 thumbnails; the fallback image when there are none. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const t = useT(productText);
  const current = images[selected] ?? images[0];
  return (
    <Box>
      <SafeImage
        src={current}
        alt={name}
        width={640}
        height={440}
        sizes="(min-width: 48em) 50vw, 100vw"
        w="full"
        h={{ base: '64', md: '96' }}
        rounded="lg"
        bg="gray.50"
        objectFit="contain"
        priority
      />
      {images.length > 1 && (
        <HStack mt="3" gap="2" overflowX="auto">
          {images.slice(0, MAX_THUMBNAILS).map((src, i) => (
            <Button
              key={`${src}-${i}`}
              variant="outline"
              p="0"
              h="16"
              w="20"
              flexShrink={0}
              borderColor={i === selected ? 'brand.solid' : 'gray.200'}
              borderWidth="2px"
              onClick={() => setSelected(i)}
              aria-label={t('gallery.showImage', { number: String(i + 1) })}
              aria-pressed={i === selected}
            >
              <SafeImage src={src} alt="" width={80} height={64} sizes="80px" w="full" h="full" />
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  );
}
