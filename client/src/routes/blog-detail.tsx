import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fromLocaleEnum, toLocaleEnum } from '@evbazaar/common/src/domain/content-language';
import { blogText } from '@evbazaar/common/src/i18n/text/blog.generated';
import { layoutText } from '@evbazaar/common/src/i18n/text/layout.generated';
import { useMemo } from 'react';
import { useHref, useLocation, useParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { SafeImage } from '../components/safe-image';
import { BlogCard, useBlogDate } from '../features/blogs/blog-card';
import { useBlogQuery, useBlogsQuery } from '../features/blogs/blogs.generated';
import { failureText } from '../lib/errors';
import { shuffle } from '../lib/format';
import { useLocale, useT } from '../lib/i18n';
import { useSiteOrigin, useStableRandom } from '../lib/ssr-context';
import NotFound from './not-found';

function ShareRow({ title }: { title: string }) {
  // the page's address as the server knows it, so the server render and the browser agree
  const t = useT(blogText);
  // the router's path is under the language's prefix: the shared address is the page's own (/hi/blogs/x on the Hindi site)
  const url = `${useSiteOrigin()}${useHref(useLocation().pathname)}`;
  const links = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}` },
  ];
  return (
    <HStack gap="4" wrap="wrap">
      <Text fontWeight="semibold">{t('share')}</Text>
      {links.map((l) => (
        <Link key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {l.label}
        </Link>
      ))}
    </HStack>
  );
}

function FailureLine({ message }: { message: string }) {
  const t = useT(blogText);
  return (
    <Container py="10" role="alert">
      {t('error', { message })}
    </Container>
  );
}

const failureLine = (message: string) => <FailureLine message={message} />;

export default function BlogDetail() {
  const { id = '' } = useParams();
  const t = useT(blogText);
  const layout = useT(layoutText);
  const locale = useLocale();
  const blogDate = useBlogDate();
  const backToList = { to: '/blogs', label: t('backToList') };
  const [result] = useBlogQuery({ variables: { id, locale: toLocaleEnum(locale) } });
  const [related] = useBlogsQuery({ variables: { limit: 10, locale: toLocaleEnum(locale) } });
  // related: drop the current post, shuffle, keep 4
  const random = useStableRandom();
  const relatedBlogs = useMemo(
    () =>
      shuffle(
        (related.data?.blogs ?? []).filter((b) => b.id !== id),
        random,
      ).slice(0, 4),
    [related.data, id, random],
  );

  return (
    <QueryState
      result={result}
      select={(d) => d.blog}
      loading={<Container py="10">{t('loading')}</Container>}
      failure={(error) => failureText(error, error.message)}
      failureView={failureLine}
      empty={<NotFound backTo={backToList} />}
      notFound={<NotFound backTo={backToList} />}
    >
      {(blog) => {
        const locales = blog.locales.map(fromLocaleEnum);
        // a post not yet written in the page's language shows its English text, marked as such (and kept out of the index)
        const lang = locales.includes(locale) ? undefined : 'en';
        return (
          <Box>
            <PageMeta title={blog.title} description={blog.content.slice(0, 150)} image={blog.image} type="article" locales={locales} />
            {blog.image && (
              <SafeImage src={blog.image} alt={blog.title} width={1200} height={350} sizes="(min-width: 75em) 1200px, 100vw" w="full" h="350px" priority />
            )}
            <Container maxW="4xl" py="8">
              <Stack gap="4">
                <Text color="fg.muted">{blogDate(blog.createdAt)}</Text>
                {lang && (
                  <Text fontSize="sm" color="fg.muted" data-testid="english-only">
                    {layout('englishOnly')}
                  </Text>
                )}
                <Heading as="h1" size="3xl" lang={lang}>
                  {blog.title}
                </Heading>
                <Text whiteSpace="pre-line" lang={lang}>
                  {blog.content}
                </Text>
                <ShareRow title={blog.title} />
              </Stack>
            </Container>
            <Container maxW="7xl" pb="10">
              <Heading as="h2" size="xl" mb="4">
                {t('related')}
              </Heading>
              {related.error ? (
                <Text role="alert">{t('error', { message: failureText(related.error, related.error.message) })}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
                  {relatedBlogs.map((b) => (
                    <BlogCard key={b.id} blog={b} />
                  ))}
                </SimpleGrid>
              )}
            </Container>
          </Box>
        );
      }}
    </QueryState>
  );
}
