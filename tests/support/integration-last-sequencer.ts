import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (each project's files largest first, projects by name), with the
 * integration files moved to the end. The last file a worker starts is what the other worker may
 * wait idle for: by name the unit project came last, and its smallest files include some of the
 * heaviest (extraction over the whole corpus, the OCR child process: 10-16 s on the 2-core
 * machine), where integration's smallest files take one or two seconds (docs/testing.md).
 */
export class IntegrationLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isIntegration = (file: TestSpecification) => file.project.name === 'integration';
    return [...sorted.filter((file) => !isIntegration(file)), ...sorted.filter(isIntegration)];
  }
}
