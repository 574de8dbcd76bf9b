// Imported first by main.ts, before anything allocates: V8 stops pretenuring by allocation site.
//
// V8 allocates straight into the old generation from an object literal whose objects have
// survived the young one, and never looks back, because it gets no more feedback from objects it
// did not allocate young. Starting a platform does much long-lived work (the migrations, the first
// renders, the demo world) through code that requests run later: Node's HTTP and streams, Fastify.
// Those sites were pretenured, and each request's short-lived objects then hung on old ones until a
// full collection: about 2 KB a request kept past every scavenge, a 250 MB mark-compact every few
// seconds under load, and a third of an open API call's throughput (docs/server.md "API overhead").
// Node refuses this flag in NODE_OPTIONS, so it is set here; it is read at each collection.
import { setFlagsFromString } from 'node:v8'

setFlagsFromString('--no-allocation-site-pretenuring')
