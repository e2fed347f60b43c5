// What the shell's hydrator provides to the browser as `@tanstack/react-query`: the parts the
// site's code uses, so the page downloads no mutations, infinite or suspense queries. A shared
// module is provided whole (tree shaking stops at it); this module is where it stops instead.
// browser-subsets.test.ts fails when browser code imports a part that is not listed here.
export {
  QueryClient,
  QueryClientProvider,
  hashKey,
  hydrate,
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@pv/whole/react-query';
