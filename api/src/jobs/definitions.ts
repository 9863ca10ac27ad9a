/**
 * Every job type the workers run: import a type's module here so a worker
 * defines it (workflows, autoblogging, publishing… come with issue 11).
 */
import '../commands/autoblogJob';
import '../commands/bulkJobs';
import '../commands/bulkPublish';
import '../commands/scheduledPublish';
import '../services/music/job';
import '../services/retrieval/embedJob';
import '../commands/workflowJobs';
import '../commands/workflowsCustomJob';
import '../commands/workflowSchedules';
