// Browser suites on a shared CI machine: a test that fails is run once more, straight away, and its
// first failure is printed either way (so a flaky test shows in the log and can be fixed). A
// behaviour that is broken fails both times. Local runs never retry: `CI=true npm test` to see
// what CI does.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
