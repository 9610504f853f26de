// Blog management: the admin login box when there is no usable
// token, the list of posts (drafts included), and the post editor. New posts
// are created with POST, stored ones updated with PUT (tRPC posts.create and
// posts.update); errors are shown inline in red.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { ADMIN_TEXTS, BLOG_PAGE_SIZE, pageCount, type PostInput, type PostSummary } from '@hair/domain';
import { errorMessage, errorStatus } from '../../../lib/api-errors';
import { readAuthToken } from '../../../lib/auth-token';
import { enqueueSnackbar } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { BlogLoginBox } from './BlogLoginBox';
import { BlogPostForm } from './BlogPostForm';
import { BlogPostList } from './BlogPostList';
import { newPostForm, postToForm, type PostFormValues } from './blog-form';
import { BLOG_ADMIN_TEXTS as T } from './texts';

interface Editing {
  initial: PostFormValues;
  /** The stored slug; null until the post is first saved. */
  storedSlug: string | null;
  /** A new key per opening gives the form fresh fields. */
  key: number;
}

export function BlogAdminPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => readAuthToken() !== null);
  // The server refused the token (expired, or signed out elsewhere) during a write.
  const [tokenRefused, setTokenRefused] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery({ ...trpc.posts.page.queryOptions({ published: false, page }), enabled: hasToken, placeholderData: keepPreviousData });
  const pages = pageCount(list.data?.total ?? 0, BLOG_PAGE_SIZE);
  const create = useMutation(trpc.posts.create.mutationOptions());
  const update = useMutation(trpc.posts.update.mutationOptions());
  const remove = useMutation(trpc.posts.delete.mutationOptions());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busySlug, setBusySlug] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  const needsLogin = !hasToken || tokenRefused || errorStatus(list.error) === 401;

  /** Reports a failed call; a refused token brings back the login box. */
  function failure(error: unknown, fallback: string): string {
    if (errorStatus(error) === 401) setTokenRefused(true);
    return errorMessage(error, fallback);
  }

  const refreshPosts = () => queryClient.invalidateQueries({ queryKey: trpc.posts.pathKey() });

  async function signedIn() {
    setHasToken(true);
    setTokenRefused(false);
    setListError(null);
    await list.refetch();
  }

  async function openEditor(post: PostSummary) {
    setBusySlug(post.slug);
    setListError(null);
    try {
      const full = await queryClient.fetchQuery(trpc.posts.bySlug.queryOptions({ slug: post.slug }, { staleTime: 0 }));
      setEditing((e) => ({ initial: postToForm(full), storedSlug: full.slug, key: (e?.key ?? 0) + 1 }));
    } catch (error) {
      setListError(failure(error, T.loadFailed));
    } finally {
      setBusySlug(null);
    }
  }

  async function save(body: PostInput): Promise<string | null> {
    if (!editing) return null;
    try {
      if (editing.storedSlug === null) await create.mutateAsync(body);
      else await update.mutateAsync({ slug: editing.storedSlug, data: body });
      await refreshPosts();
      enqueueSnackbar(T.postSaved, { variant: 'success' });
      setEditing(null);
      return null;
    } catch (error) {
      return failure(error, T.saveFailed);
    }
  }

  async function deletePost(post: PostSummary) {
    if (!window.confirm(ADMIN_TEXTS.confirmDeletePost)) return;
    setBusySlug(post.slug);
    setListError(null);
    try {
      await remove.mutateAsync({ slug: post.slug });
      // Deleting the last post of the last page moves back to the page before.
      if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
      await refreshPosts();
      enqueueSnackbar(T.postDeleted, { variant: 'success' });
    } catch (error) {
      setListError(failure(error, T.deleteFailed));
    } finally {
      setBusySlug(null);
    }
  }

  const loadError = list.isError && !needsLogin ? errorMessage(list.error, T.listFailed) : null;
  const shownError = listError ?? loadError;

  return (
    <>
      <AdminPageHeader
        title={T.pageTitle}
        description={T.pageDescription}
        actions={
          <>
            {!needsLogin && !editing && (
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => setEditing((e) => ({ initial: newPostForm(new Date()), storedSlug: null, key: (e?.key ?? 0) + 1 }))}
              >
                {ADMIN_TEXTS.newPost}
              </Button>
            )}
            <Button variant="outlined" href="/blog" target="_blank" rel="noopener" endIcon={<OpenInNew />}>
              {ADMIN_TEXTS.viewSite}
            </Button>
          </>
        }
      />
      {needsLogin && <BlogLoginBox onSignedIn={() => void signedIn()} />}
      {editing ? (
        // Kept mounted behind the login box, so a refused save loses no typing.
        <Box hidden={needsLogin}>
          <BlogPostForm key={editing.key} initial={editing.initial} isNew={editing.storedSlug === null} onSave={save} onCancel={() => setEditing(null)} />
        </Box>
      ) : (
        !needsLogin && (
          <>
            {shownError && (
              <Typography role="alert" color="error" sx={{ mb: 2 }}>
                {shownError}
              </Typography>
            )}
            <BlogPostList posts={list.data?.items} busySlug={busySlug} onEdit={(post) => void openEditor(post)} onDelete={(post) => void deletePost(post)} />
            {pages > 1 && (
              <Box component="nav" aria-label={T.pagination} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, next) => setPage(next)} shape="rounded" />
              </Box>
            )}
          </>
        )
      )}
    </>
  );
}
