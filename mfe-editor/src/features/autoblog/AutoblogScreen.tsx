import { PageFrame, Tabs, useShell } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEditorApi } from '../../api';
import { infoBaseFileCount } from '../common/InfoBaseCheck';
import { AutoblogStore } from './AutoblogStore';
import { createAutoblogApi } from './autoblogApi';
import { CalendarPanel } from './CalendarPanel';
import { CalendarStore } from './CalendarStore';
import { SchedulesPanel } from './ScheduleList';

/** /dashboard/autoblogging: schedules that write articles for you, and the calendar (issue 11). */
const AutoblogScreen = observer(function AutoblogScreen() {
  const { api } = useShell();
  const editorApi = useEditorApi();
  const autoblogApi = useMemo(() => createAutoblogApi(api), [api]);
  const [store] = useState(
    () =>
      new AutoblogStore(autoblogApi, (signal) => editorApi.templates.list(signal), infoBaseFileCount(api)),
  );
  const [calendar] = useState(() => new CalendarStore(autoblogApi));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'calendar' ? 'calendar' : 'schedules';

  useEffect(() => {
    const controller = new AbortController();
    void store.load(controller.signal);
    void store.loadChoices(controller.signal);
    return () => controller.abort();
  }, [store]);

  useEffect(() => {
    if (tab === 'calendar') void calendar.load();
    return () => calendar.stop();
  }, [tab, calendar]);

  return (
    <PageFrame
      area="Workflows"
      title="Autoblogging"
      lead="Schedules that write an article for you at set times, from your keywords or a feed, and hold back weak drafts."
    >
      <Tabs
        label="Autoblogging sections"
        value={tab}
        onValueChange={(id) => setParams(id === 'calendar' ? { tab: 'calendar' } : {}, { replace: false })}
        items={[
          {
            id: 'schedules',
            label: 'Schedules',
            content: <SchedulesPanel store={store} />,
          },
          { id: 'calendar', label: 'Calendar', content: <CalendarPanel store={calendar} /> },
        ]}
      />
    </PageFrame>
  );
});

export default AutoblogScreen;
