// A .wasm file imported by the worker is a compiled WebAssembly module: Workers may not compile one from
// bytes at run time, so the bundler (and the test pool) hands it over ready.
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
