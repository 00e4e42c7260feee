import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InstructorLesson } from '@somo/contract/instructor';
import { apiError, callsTo, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/render-app';
import { courseDetail, handout, instructor, lesson } from '../test/instructor-fixtures';

// Generous, for a machine busy with other test files at the same time.
const LOAD = { timeout: 15_000 };

beforeAll(async () => {
  await Promise.all([import('./lesson-edit-page'), import('./lesson-create-page')]);
}, 120_000);

const EDIT_URL = '/instructor/courses/42/lessons/1/edit';
const LESSONS = 'GET /api/instructor/courses/42/lessons/';
const UPDATE = 'PUT /api/instructor/courses/42/lessons/1/update/';
const IMAGE_URL = '/media/lesson-images/0b5c6a1e-2f4d-4c8e-9a7b-1d2e3f4a5b6c-1600.webp';
const VIDEO_LINK_MESSAGE =
  'Only YouTube and Vimeo links can be played. Upload the video as an MP4 or WebM file instead.';

function editing(saved: InstructorLesson, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(instructor);
  const fetchMock = mockApi({
    'GET /api/auth/profile/': () => json(200, instructor),
    [LESSONS]: () => json(200, [saved]),
    [UPDATE]: () => json(200, { message: 'Lesson updated successfully!', lesson: saved }),
    ...extra,
  });
  return { fetchMock, ...renderApp(EDIT_URL) };
}

const contentBox = () => screen.findByRole('textbox', { name: 'Lesson Content' }, LOAD);

function sentBody(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  const [call] = callsTo(fetchMock, method, path);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

describe('lesson editor', { timeout: 60_000 }, () => {
  it('writes Markdown with the toolbar and shows it formatted in the preview', async () => {
    const { user } = editing(lesson(1, 1, 'Inside the hive', { content: '' }));
    const area = (await contentBox()) as HTMLTextAreaElement;

    await user.type(area, 'Bees make honey');
    area.setSelectionRange(10, 15);
    await user.click(screen.getByRole('button', { name: /^Bold/ }));
    expect(area).toHaveValue('Bees make **honey**');

    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(area).toHaveValue('- Bees make **honey**');

    area.setSelectionRange(area.value.length, area.value.length);
    await user.type(area, '{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    // The placeholder is selected: typing replaces it.
    await user.keyboard('Sources');
    expect(area).toHaveValue('- Bees make **honey**\n\n## Sources');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(area.value).toContain('## Sources\n\n| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |');

    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('listitem')).toHaveTextContent('Bees make honey'));
    expect(within(preview).getByText('honey', { selector: 'strong' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    expect(within(preview).getByRole('table')).toBeInTheDocument();
  });

  it('moves between the toolbar’s buttons with the arrow keys, Home and End', async () => {
    const { user } = editing(lesson(1, 1, 'Inside the hive'));
    await contentBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'Bulleted list',
      'Numbered list',
      'Link (Ctrl+K)',
      'Image',
      'Table',
    ]);
    // One Tab stop for the whole toolbar.
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);

    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[7]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
  });

  it('asks for an image and its description, uploads it and writes it where the cursor was', async () => {
    const { user, fetchMock } = editing(lesson(1, 1, 'Inside the hive', { content: 'Look: here' }), {
      'POST /api/instructor/courses/42/images/': () =>
        json(201, { url: IMAGE_URL, width: 1600, height: 900 }),
    });
    const area = (await contentBox()) as HTMLTextAreaElement;
    area.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image' });

    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByText('Choose an image file.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a description of the image: it is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/instructor/courses/42/images/')).toHaveLength(0);

    const picture = new File(['png'], 'brood.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image file'), picture);
    await user.type(within(dialog).getByLabelText('Description (alt text)'), 'A frame of brood [[capped]');
    expect(within(dialog).getByLabelText('Description (alt text)')).toHaveAccessibleDescription(
      'Describe the image for those who cannot see it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    expect(area).toHaveValue(`Look: ![A frame of brood \\[capped\\]](${IMAGE_URL})here`);
    expect(area).toHaveFocus();
    const [upload] = callsTo(fetchMock, 'POST', '/api/instructor/courses/42/images/');
    const form = upload?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toHaveProperty('name', 'brood.png');
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: 'A frame of brood [capped]' })).toBeInTheDocument(),
    );
  });

  it('refuses an image written without a description, in the server’s words', async () => {
    const { user, fetchMock } = editing(lesson(1, 1, 'Inside the hive', { content: '' }));
    const area = await contentBox();
    await user.click(area);
    await user.paste('![](/media/lesson-images/photo-1600.webp)');
    await user.click(screen.getByRole('button', { name: 'Save Lesson' }));
    expect(
      await screen.findByText(
        'Every image needs a description (alt text): write it between the brackets of ![description](address).',
        undefined,
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/instructor/courses/42/lessons/1/update/')).toHaveLength(0);
  });

  it('says plainly which video links play, as they are typed, and saves a YouTube one', async () => {
    const { user, fetchMock } = editing(lesson(1, 1, 'Inside the hive'));
    await contentBox();
    const link = screen.getByLabelText('Video URL (optional)');
    await user.type(link, 'https://example.com/hive.mp4');
    await user.tab();
    expect(await screen.findByText(VIDEO_LINK_MESSAGE)).toBeInTheDocument();
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(screen.queryByText(VIDEO_LINK_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByText('A YouTube video: it plays in the lesson.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Lesson' }));
    expect(await screen.findByText('Lesson updated successfully!', undefined, LOAD)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/instructor/courses/42/lessons/1/update/')).toMatchObject({
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('names a saved link no player takes at once, and lets it be cleared', async () => {
    const { user, fetchMock } = editing(
      lesson(1, 1, 'Inside the hive', { video_url: 'https://example.com/old.mp4', video_source: 'link' }),
    );
    expect(await screen.findByText(VIDEO_LINK_MESSAGE, undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('Video URL (optional)')).toHaveValue('https://example.com/old.mp4');

    await user.click(screen.getByRole('button', { name: 'Clear the video link' }));
    await waitFor(() => expect(screen.queryByText(VIDEO_LINK_MESSAGE)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save Lesson' }));
    expect(await screen.findByText('Lesson updated successfully!', undefined, LOAD)).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/instructor/courses/42/lessons/1/update/')).toMatchObject({
      video_url: null,
    });
  });

  it('shows the uploaded video with its poster and captions, adds captions and removes the video', async () => {
    const base = lesson(1, 1, 'Inside the hive');
    const withVideo = {
      ...base,
      video_url: '/api/files/v1/?access=viewer-access',
      video_source: 'file' as const,
      video_poster_url: '/api/files/p1/?access=viewer-access',
    };
    let saved: InstructorLesson = withVideo;
    const { user, fetchMock } = editing(withVideo, {
      [LESSONS]: () => json(200, [saved]),
      'POST /api/instructor/courses/42/lessons/1/video/captions/': () => {
        saved = { ...withVideo, video_captions_url: '/api/files/c1/?access=viewer-access' };
        return json(200, saved);
      },
      'DELETE /api/instructor/courses/42/lessons/1/video/': () => {
        saved = base;
        return json(200, saved);
      },
    });

    expect(await screen.findByRole('radio', { name: /Upload a video/ }, LOAD)).toBeChecked();
    expect(screen.getByLabelText('The uploaded video')).toHaveAttribute('src', withVideo.video_url);
    expect(screen.getByRole('img', { name: 'Current poster' })).toHaveAttribute(
      'src',
      withVideo.video_poster_url,
    );
    expect(screen.getByText('None')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Upload captions'),
      new File(['WEBVTT\n'], 'hive.vtt', { type: 'text/vtt' }),
    );
    expect(await screen.findByText('Added', undefined, LOAD)).toBeInTheDocument();
    expect(screen.getByLabelText('Replace captions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove video' }));
    expect(await screen.findByText('No video uploaded yet.', undefined, LOAD)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/instructor/courses/42/lessons/1/video/')).toHaveLength(1);
    expect(screen.getByLabelText('Choose a video to upload')).toHaveAttribute(
      'accept',
      'video/mp4,video/webm,.mp4,.webm',
    );
  });

  it('lists the handouts, shows why an upload was refused, and deletes one after asking', async () => {
    const plan = handout('a1', 'hive-plan.pdf');
    const sheet = handout('a2', 'records.xlsx', {
      size: 820,
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    let saved = lesson(1, 1, 'Inside the hive', { attachments: [plan, sheet] });
    const refusals = [
      apiError(
        415,
        'Handouts must be PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), OpenDocument text (ODT) or plain text files.',
        'unsupported_media_type',
      ),
      apiError(413, 'The file is too large. The limit is 10 MB.', 'payload_too_large'),
    ];
    const { user, fetchMock } = editing(saved, {
      [LESSONS]: () => json(200, [saved]),
      'POST /api/instructor/courses/42/lessons/1/attachments/': () => refusals.shift() ?? json(500, {}),
      'DELETE /api/instructor/courses/42/lessons/1/attachments/a1/': () => {
        saved = { ...saved, attachments: [sheet] };
        return json(200, { message: 'Handout removed.' });
      },
    });

    const list = await screen.findByRole('list', { name: 'Handouts of this lesson' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('hive-plan.pdfPDF · 1.2 MB');
    expect(rows[1]).toHaveTextContent('records.xlsxExcel spreadsheet · 820 bytes');
    expect(within(list).getByRole('link', { name: 'hive-plan.pdf' })).toHaveAttribute('href', plan.url);
    expect(within(list).getByRole('link', { name: 'hive-plan.pdf' })).toHaveAttribute(
      'download',
      'hive-plan.pdf',
    );

    const chooser = screen.getByLabelText('Upload handout');
    expect(chooser).toHaveAttribute('accept', '.pdf,.docx,.xlsx,.pptx,.odt,.txt');
    await user.upload(chooser, new File(['MZ'], 'notes.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(/^Handouts must be PDF, Word \(DOCX\)/, undefined, LOAD),
    ).toBeInTheDocument();
    await user.upload(chooser, new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('The file is too large. The limit is 10 MB.', undefined, LOAD),
    ).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete hive-plan.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this handout?' });
    expect(dialog).toHaveTextContent('“hive-plan.pdf” is removed from the lesson for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete handout' }));
    expect(await screen.findByText('Handout deleted.', undefined, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('hive-plan.pdf')).not.toBeInTheDocument(), LOAD);
    expect(callsTo(fetchMock, 'DELETE', '/api/instructor/courses/42/lessons/1/attachments/a1/')).toHaveLength(
      1,
    );
  });
});

describe('lesson creation with an uploaded video', { timeout: 60_000 }, () => {
  it('says the video is uploaded once the lesson exists, then opens the new lesson’s edit page', async () => {
    signInAs(instructor);
    const created = lesson(5, 5, 'Smoking the hive');
    const fetchMock = mockApi({
      'GET /api/auth/profile/': () => json(200, instructor),
      'GET /api/instructor/courses/42/detail/': () => json(200, courseDetail()),
      [LESSONS]: () => json(200, [created]),
      'POST /api/instructor/courses/42/lessons/create/': () =>
        json(201, { message: 'Lesson created successfully!', lesson: created }),
    });
    const { user, router } = renderApp('/instructor/courses/42/lessons/create');

    await user.type(await screen.findByLabelText('Lesson Title', undefined, LOAD), 'Smoking the hive');
    await user.click(screen.getByRole('radio', { name: /Upload a video/ }));
    expect(screen.getByText(/Create the lesson first: its edit page then opens/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Video URL (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Lesson' }));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/instructor/courses/42/lessons/5/edit'),
      LOAD,
    );
    expect(sentBody(fetchMock, 'POST', '/api/instructor/courses/42/lessons/create/')).not.toHaveProperty(
      'video_url',
    );
    expect(await screen.findByLabelText('Choose a video to upload', undefined, LOAD)).toHaveFocus();
  });
});
