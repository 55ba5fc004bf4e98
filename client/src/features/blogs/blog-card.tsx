import { LinkBox, LinkOverlay, Stack, Text, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import type { BlogsQuery } from './blogs.generated';
import { formatLongDate } from '@evbazaar/common/src/format/date';
import { blogText } from '@evbazaar/common/src/i18n/text/blog.generated';
import { shortDate } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';

/** The spec's blog date (YYYY-MM-DD) on the English site; the long India date on the Hindi one. */
export function useBlogDate(): (value: string | null | undefined) => string {
  const locale = useLocale();
  return (value) => (locale === 'en' || !value ? shortDate(value) : formatLongDate(value, locale));
}

type BlogSummary = BlogsQuery['blogs'][number];

/** Image and title link to the post; Created At shows the date part; content clamped to 2 lines. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  const t = useT(blogText);
  const blogDate = useBlogDate();
  const locale = useLocale();
  // a post not yet written in the page's language shows its English text, marked as English for screen readers
  const lang = blog.locales.some((l) => l.toLowerCase() === locale) ? undefined : 'en';
  return (
    <LinkBox as="article" borderWidth="1px" rounded="lg" overflow="hidden" bg="white" h="full" _hover={{ shadow: 'md' }}>
      <RouterLink to={`/blogs/${blog.id}`} tabIndex={-1} aria-hidden="true">
        <SafeImage src={blog.image} alt="" width={400} height={200} sizes="(min-width: 48em) 400px, 100vw" w="full" h="200px" />
      </RouterLink>
      <Stack p="4" gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('createdAt', { date: blogDate(blog.createdAt) })}
        </Text>
        <Heading as="h3" size="md" lineClamp={2} lang={lang}>
          <LinkOverlay asChild>
            <RouterLink to={`/blogs/${blog.id}`}>{blog.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text lineClamp={2} color="fg.muted" lang={lang}>
          {blog.content}
        </Text>
      </Stack>
    </LinkBox>
  );
}
