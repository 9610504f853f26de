// Preloaded into the server by bench:visitors (node --import): on SIGUSR2 it
// writes where the server's memory goes to MEMORY_FILE: process.memoryUsage()
// (V8 heap, external, array buffers), V8's malloced memory, and the size of the
// WebAssembly memories the process created (the embedded database, PGlite, runs
// as WebAssembly: its memory lies outside the V8 heap, and V8's `external` figure
// does not follow all of it). Each write carries a growing `seq`, so the bench
// knows the answer is fresh.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_FILE;
if (file) {
  const memories = new Set();
  const seen = new WeakSet();
  const keep = (value) => {
    if (!(value instanceof WebAssembly.Memory) || seen.has(value)) return;
    seen.add(value);
    memories.add(new WeakRef(value));
  };
  const keepAll = (record) => {
    if (!record || typeof record !== 'object') return;
    for (const value of Object.values(record)) {
      keep(value);
      if (value && typeof value === 'object' && !(value instanceof WebAssembly.Memory)) for (const inner of Object.values(value)) keep(inner);
    }
  };
  const keepInstance = (instance) => keepAll(instance?.exports);
  const { instantiate, instantiateStreaming, Instance } = WebAssembly;
  WebAssembly.instantiate = async function (source, imports) {
    keepAll(imports);
    const result = await instantiate.call(this, source, imports);
    keepInstance(result instanceof Instance ? result : result.instance);
    return result;
  };
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = async function (source, imports) {
      keepAll(imports);
      const result = await instantiateStreaming.call(this, source, imports);
      keepInstance(result.instance);
      return result;
    };
  }
  WebAssembly.Instance = new Proxy(Instance, {
    construct(target, args, newTarget) {
      keepAll(args[1]);
      const instance = Reflect.construct(target, args, newTarget === WebAssembly.Instance ? target : newTarget);
      keepInstance(instance);
      return instance;
    },
  });

  let seq = 0;
  process.on('SIGUSR2', () => {
    seq += 1;
    let wasmBytes = 0;
    let wasmCount = 0;
    for (const ref of memories) {
      const memory = ref.deref();
      if (!memory) {
        memories.delete(ref);
        continue;
      }
      wasmBytes += memory.buffer.byteLength;
      wasmCount += 1;
    }
    const heap = v8.getHeapStatistics();
    writeFileSync(file, JSON.stringify({
      seq,
      ...process.memoryUsage(),
      mallocedMemory: heap.malloced_memory,
      wasmMemoryBytes: wasmBytes,
      wasmMemories: wasmCount,
    }));
  });
}
