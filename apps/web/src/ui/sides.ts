/**
 * How each side looks on the web board: the same colours and counter shapes as the map pictures
 * the server draws, defined once in `@broadside/board-picture`.
 */
export {
  COUNTER_SHAPES,
  sideStyle,
  shapePath,
  type CounterShape,
  type SideStyle,
} from '@broadside/board-picture/sides';
