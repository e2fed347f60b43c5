import { remotePortsAt, remoteUrlEnv } from './remote-addresses.ts';

it("moves each remote's default port to another block", () => {
  expect(remotePortsAt(13_000)).toEqual({ mf_marketing: 13001, mf_programs: 13002, mf_blog: 13003, mf_assessment: 13004 });
});

it("points the shell at every remote through the remote's URL variable", () => {
  expect(remoteUrlEnv((name) => `https://${name}.example`)).toEqual({
    MF_MARKETING_URL: 'https://mf_marketing.example',
    MF_PROGRAMS_URL: 'https://mf_programs.example',
    MF_BLOG_URL: 'https://mf_blog.example',
    MF_ASSESSMENT_URL: 'https://mf_assessment.example',
  });
});
