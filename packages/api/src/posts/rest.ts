// REST routes of the blog (/api/posts). Express decodes the :slug parameter.
import type { PostInput } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const postsRest: RestModule = (router, handle) => {
  // GET /posts is public; GET /posts?published=false is the admin list with drafts.
  router.get('/posts', handle(async ({ caller, req, res }) => {
    const list = await caller.posts.list(req.query);
    if (req.query.published === undefined) publicRead(res);
    else res.setHeader('Cache-Control', 'private, no-store');
    return list;
  }));

  router.get('/posts/:slug', handle(async ({ caller, req, res }) => {
    const post = await caller.posts.bySlug({ slug: String(req.params.slug) });
    // A draft is only ever returned to an admin: never cache it in shared caches.
    if (post.published) publicRead(res);
    else res.setHeader('Cache-Control', 'private, no-store');
    return post;
  }));

  router.post('/posts', handle(async ({ caller, req, res }) => {
    const post = await caller.posts.create(bodyOf(req) as PostInput);
    res.status(201);
    return post;
  }));

  router.put('/posts/:slug', handle(({ caller, req }) => caller.posts.update({ slug: String(req.params.slug), data: bodyOf(req) })));

  router.delete('/posts/:slug', handle(async ({ caller, req }) => {
    await caller.posts.delete({ slug: String(req.params.slug) });
    return undefined;
  }));
};
