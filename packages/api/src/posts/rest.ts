// REST routes of the blog (/api/posts). Express decodes the :slug parameter.
import { postInputSchema, postListQuerySchema, postSchema, postSummarySchema, type PostInput } from '@hair/domain';
import { z } from 'zod';
import { bodyOf, privateRead, publicRead, type RestModule } from '../rest/adapter';

export const postsRest: RestModule = {
  tag: 'Posts',
  declare(routes) {
    // GET /posts is public; GET /posts?published=false is the admin list with drafts.
    routes.get('/posts', {
      summary: 'List published posts, newest first',
      description: 'published=false lists every post with the drafts (admins only). Without limit, the newest 100 posts; limit and offset page through the rest.',
      access: 'public',
      query: postListQuerySchema,
      response: z.array(postSummarySchema),
    }, async ({ caller, req, res }) => {
      const list = await caller.posts.list(req.query);
      return req.query.published === undefined ? publicRead(res, list) : privateRead(res, list);
    });

    routes.get('/posts/:slug', {
      summary: 'Get a post by slug',
      description: 'A draft only for an admin.',
      access: 'public',
      response: postSchema,
    }, async ({ caller, req, res }) => {
      const post = await caller.posts.bySlug({ slug: String(req.params.slug) });
      // A draft is only ever returned to an admin: never cache it in shared caches.
      return post.published ? publicRead(res, post) : privateRead(res, post);
    });

    routes.post('/posts', {
      summary: 'Create a post',
      access: 'admin',
      body: postInputSchema,
      response: postSchema,
      status: 201,
    }, ({ caller, req }) => caller.posts.create(bodyOf(req) as PostInput));

    routes.put('/posts/:slug', {
      summary: 'Update a post',
      description: 'Fields left out keep their stored value; a new slug renames the post.',
      access: 'admin',
      body: postInputSchema,
      response: postSchema,
    }, ({ caller, req }) => caller.posts.update({ slug: String(req.params.slug), data: bodyOf(req) }));

    routes.delete('/posts/:slug', { summary: 'Delete a post', access: 'admin' }, async ({ caller, req }) => {
      await caller.posts.delete({ slug: String(req.params.slug) });
      return undefined;
    });
  },
};
