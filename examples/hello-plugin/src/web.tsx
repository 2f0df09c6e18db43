import { useEffect, useState } from 'react';
import { definePlugin } from '@plinth/sdk';
import { usePlinth } from '@plinth/sdk/web';

function HelloTab() {
  const ctx = usePlinth();
  const [greeting, setGreeting] = useState('…');
  useEffect(() => {
    void ctx.api.rpc<{ greeting: string }>('helloGreet', { args: { name: 'Plinth' } }).then((answer) => setGreeting(answer.greeting));
  }, [ctx]);
  return <h2 id="hello-greeting">{greeting}</h2>;
}

export default definePlugin({
  manifest: { id: 'hello', version: '1.0.0', displayName: 'Hello' },
  web: { dashboardTabs: [{ type: 'hello', title: 'Hello', singleton: true, component: HelloTab }] },
});
