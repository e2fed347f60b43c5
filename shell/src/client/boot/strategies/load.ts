// `load`: the island is due as soon as the page's script starts.
import type { Strategy } from './strategy';

export const onLoad: Strategy = (_marker, due) => due();
