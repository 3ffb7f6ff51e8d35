/**
 * PostgreSQL settings of the embedded database (PGlite), on its thread and in tests alike. PGlite's
 * defaults are a server's: shared_buffers 128MB, which PGlite's WebAssembly memory takes (and
 * touches) as soon as it opens, for a demo catalogue whose tables and indexes are some 20 MB, read
 * through the operating system's file cache anyway. 32MB keeps the demo catalogue's working set;
 * it halves the resident memory of a fresh site (issue 31; docs/benchmarks.md "Memory"). The
 * WebAssembly memory never shrinks, so maintenance work (index builds, VACUUM) is bounded too.
 * A catalogue too large for these belongs on PostgreSQL (README).
 */
export const PGLITE_SETTINGS = ["shared_buffers=32MB", "maintenance_work_mem=16MB", "temp_buffers=4MB"];
