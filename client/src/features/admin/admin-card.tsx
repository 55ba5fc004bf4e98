import { Box, Button, Flex, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import { DeleteIcon, EditIcon } from '../../components/icons';

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

/** The card's title: a link to the editor's page, else a button opening the editor (a modal), else text. */
function CardTitle({ title, href, onEdit }: { title: string; href?: string; onEdit?: () => void }) {
  if (href)
    return (
      <Link asChild color="inherit" textDecoration="underline" textUnderlineOffset="3px">
        <RouterLink to={href}>{title}</RouterLink>
      </Link>
    );
  if (onEdit)
    return (
      <Button
        variant="plain"
        p="0"
        h="auto"
        minW="0"
        font="inherit"
        textAlign="start"
        whiteSpace="normal"
        textDecoration="underline"
        textUnderlineOffset="3px"
        aria-haspopup="dialog"
        onClick={onEdit}
      >
        {title}
      </Button>
    );
  return title;
}

/**
 * A management card: picture, title, a few lines, and edit / delete when given. The title leads
 * to the editor: a link to `href` (an editor page), or a button running `onEdit` (a modal editor).
 */
export function AdminCard({
  image,
  imageFit = 'cover',
  title,
  href,
  children,
  onEdit,
  onDelete,
}: {
  image?: string | null;
  imageFit?: 'cover' | 'contain';
  title: string;
  /** the editor's page, when it has one */
  href?: string;
  children?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <Flex direction="column" overflow="hidden" borderWidth="1px" rounded="lg" bg="white" data-testid="admin-card">
      {image !== undefined && <SafeImage src={image} alt={title} width={320} height={180} w="full" h="40" objectFit={imageFit} bg="gray.50" />}
      <Stack gap="1" p="4" flex="1">
        <Text as="h2" fontWeight="semibold" fontSize="md" lineClamp={2}>
          <CardTitle title={title} href={href} onEdit={onEdit} />
        </Text>
        <Box fontSize="sm" color="fg.muted">
          {children}
        </Box>
      </Stack>
      {(onEdit || onDelete) && (
        <Flex justify="end" px="3" pb="3">
          <HStack gap="1">
            {onEdit && (
              <IconButton aria-label={`Edit ${title}`} size="sm" variant="ghost" onClick={onEdit}>
                <EditIcon />
              </IconButton>
            )}
            {onDelete && (
              <IconButton aria-label={`Delete ${title}`} size="sm" variant="ghost" colorPalette="red" onClick={onDelete}>
                <DeleteIcon />
              </IconButton>
            )}
          </HStack>
        </Flex>
      )}
    </Flex>
  );
}

export function CardLine({ children }: { children: ReactNode }) {
  return <Text lineClamp={3}>{children}</Text>;
}
