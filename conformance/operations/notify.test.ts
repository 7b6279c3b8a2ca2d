import { describeOperation } from '../setup/describeOperation.js';

// Built-in solvers hear notifications and ignore them: the document-derived cases cover it.
describeOperation('notify', () => {});
