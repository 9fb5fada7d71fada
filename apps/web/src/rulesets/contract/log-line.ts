/** The battle log's line and describer types, shared with the server's after-action reports. */
export type { DescribeEvent, LogLine } from '@broadside/board-picture/narration';
