/**
 * `structuredClone` exists in every runtime the rules run in (browsers and Node ≥ 17) but is
 * declared only by the DOM and Node typings, which the pure rules package does not load.
 */
declare function structuredClone<T>(value: T): T;
