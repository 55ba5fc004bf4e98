import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { toLocaleEnum } from '@evbazaar/common/src/domain/content-language';
import { blogText } from '@evbazaar/common/src/i18n/text/blog.generated';
import { useEffect } from 'react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ComingSoon } from '../components/states';
import { BlogCard } from '../features/blogs/blog-card';
import { useBlogsQuery } from '../features/blogs/blogs.generated';
import { useLocale, useT } from '../lib/i18n';

export default function Blogs() {
  const [result] = useBlogsQuery({ variables: { locale: toLocaleEnum(useLocale()) } });
  const { error } = result;
  const t = useT(blogText);
  // the spec: a failed list is logged only and stays empty
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <Box>
      <PageMeta title={t('title')} description={t('description')} />
      <PageBanner title={t('title')} />
      <Container maxW="7xl" py="10">
        <QueryState result={result} select={(d) => d.blogs} empty={<ComingSoon />}>
          {(blogs) => (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
              {blogs.map((blog) => (
                <BlogCard key={blog.id} blog={blog} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}
