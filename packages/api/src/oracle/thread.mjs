// The entry of an Oracle worker thread (piscina loads it): registers tsx so the
// thread can run the TypeScript sources, then hands piscina the search function.
import { register } from 'tsx/esm/api';

register();
const { search, warm } = await import('./search.ts');

export default search;
export { warm };
