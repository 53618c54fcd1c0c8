import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { fakeAlertCounts, fakeChecklist, fakeDashboard } from '../../features/dashboard/dashboard.fixtures';
import { ComingSoon } from './coming-soon';
import { PortrayalShell } from './portrayal-shell';

// The shell with two of its pages, as the router nests them; the dashboard's cards are fakes, not the network.
const dashboardFlows = { dashboard: fakeDashboard({}), alerts: fakeAlertCounts(), gettingStarted: { machine: fakeChecklist() } };

export function ShellWithPages() {
  return (
    <Routes>
      <Route element={<PortrayalShell />}>
        <Route path="dashboard" element={<DashboardPage flows={dashboardFlows} />} />
        <Route path="admin/workforce" element={<ComingSoon title="Workforce" description="Employees, their roles and their accounts." />} />
      </Route>
    </Routes>
  );
}
